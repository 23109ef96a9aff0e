// The API reference page (/api/docs): Swagger UI over the document the page names in data-document-url.
/* global SwaggerUIBundle */
const root = document.getElementById('reference')
SwaggerUIBundle({
  url: root.dataset.documentUrl,
  domNode: root,
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
  docExpansion: 'none',
  defaultModelsExpandDepth: 0,
  displayOperationId: true,
  filter: true,
  tryItOutEnabled: false,
  // Same origin: the browser's session cookie goes with the calls a reader tries out.
  withCredentials: true,
  // The default sends the document to an outside validator for a badge; this page talks only to us.
  validatorUrl: null,
})
