/** A small, accessible, server-rendered page for the auth site's own screens (no framework, no bundle). */
export const page = (title: string, body: string, status = 200) => ({
  status,
  html: `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title} · Inkwell</title><style>
body{margin:0;font-family:system-ui,sans-serif;background:#fffaf2;color:#1d2a5b;display:grid;place-items:center;min-height:100vh}
main{background:#fff;padding:2rem;border-radius:1rem;box-shadow:0 2px 16px rgba(29,42,91,.12);width:min(26rem,92vw)}
h1{margin-top:0;font-size:1.6rem}label{display:grid;gap:.3rem;margin:.9rem 0;font-weight:600}
input{font:inherit;padding:.7rem;border:2px solid #c9c3b8;border-radius:.5rem}input:focus{outline:3px solid #e4572e;outline-offset:1px}
button,.button{font:inherit;font-weight:700;background:#b8401f;color:#fff;border:0;border-radius:999px;padding:.8rem 1.4rem;cursor:pointer;text-decoration:none;display:inline-block}
[role=alert]{color:#a1260d;font-weight:600}.note{color:#55607f;font-size:.95rem}</style></head><body><main>${body}</main></body></html>`,
})

