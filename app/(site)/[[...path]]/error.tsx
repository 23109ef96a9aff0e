'use client'
/**
 * Any other error (spec 2.2): 'Error' with its status (500 unless the error says otherwise); only a 404
 * offers the way home. If showing this page fails too, the fallback says so, with the details and a
 * link home. A chunk that failed to load reloads the page instead (at most once a minute).
 */
import { Component, useEffect, type ReactNode } from 'react'
import site from '../../../locales/en-GB/site.json'
import { isChunkLoadError } from '../behaviour/chunk-reload'
import { reloadForChunk } from '../client/chunk-reload'
import { failLoading } from '../client/loading-bar'

const text = site.errors

class ErrorPageBoundary extends Component<{ children: ReactNode; original: Error }, { failure: Error | null }> {
  state = { failure: null as Error | null }
  static getDerivedStateFromError(failure: Error) {
    return { failure }
  }
  render() {
    const { failure } = this.state
    if (!failure) return this.props.children
    return (
      <section className="hero narrow error-page" data-status="error-page-failed">
        <div className="hero-text">
          <h1>{text.errorPageFailedTitle}</h1>
          <p className="lead">{text.errorPageFailedBody}</p>
          <details>
            <summary>{text.details}</summary>
            <pre>{[this.props.original?.message, failure.message].filter(Boolean).join('\n')}</pre>
          </details>
          <a className="button" href="/">
            {text.goHome}
          </a>
        </div>
      </section>
    )
  }
}

function ErrorView({ error, reset }: { error: Error & { digest?: string; statusCode?: number }; reset: () => void }) {
  const status = error.statusCode ?? 500
  return (
    <section className="hero narrow error-page" data-status={status}>
      <div className="hero-text">
        <p className="eyebrow">{text.status.replace('{{status}}', String(status))}</p>
        <h1>{text.generic}</h1>
        <p className="lead">{text.genericLead}</p>
        {error.digest && <p className="note">Reference {error.digest}</p>}
        <div className="actions">
          <button type="button" className="button" onClick={reset}>
            {text.tryAgain}
          </button>
          {status === 404 && (
            <a className="button secondary" href="/">
              {text.backHome}
            </a>
          )}
        </div>
      </div>
    </section>
  )
}

export default function SiteError(props: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    failLoading()
    if (isChunkLoadError(props.error)) reloadForChunk()
  }, [props.error])
  return (
    <ErrorPageBoundary original={props.error}>
      <ErrorView {...props} />
    </ErrorPageBoundary>
  )
}
