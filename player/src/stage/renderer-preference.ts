import type { RendererPreference } from 'pixi.js'

/**
 * Which Pixi renderer to try first. WebGL by default; `?renderer=canvas` (or
 * `webgpu`) overrides it, which helps a teacher on a machine with a broken
 * graphics driver and lets tests compare renderers. Pixi still falls back to
 * the others if the preferred one cannot start.
 */
export function rendererPreference(search: string): RendererPreference {
  const asked = new URLSearchParams(search).get('renderer')
  return asked === 'canvas' || asked === 'webgpu' || asked === 'webgl' ? asked : 'webgl'
}

/** Renderer names of WebGL drawn by the CPU (no graphics card, or one the browser distrusts). */
export function isSoftwareRenderer(name: string | null | undefined): boolean {
  return Boolean(name && /swiftshader|llvmpipe|softpipe|software|basic render/i.test(name))
}

/**
 * The game's renderer: what the address asks for, else WebGL on a graphics card, else Pixi's 2D canvas
 * renderer, which draws these flat, shape-made scenes about six times faster than WebGL emulated on the CPU
 * (measured in headless Chromium with SwiftShader: about 17 ms a frame against 100 ms or more).
 */
export function gameRendererPreference(search: string, webglRenderer: string | null | undefined): RendererPreference {
  const asked = new URLSearchParams(search).get('renderer')
  if (asked === 'canvas' || asked === 'webgpu' || asked === 'webgl') return asked
  return isSoftwareRenderer(webglRenderer) ? 'canvas' : 'webgl'
}

let knownRenderer: string | null | undefined

/**
 * The name of the device WebGL would draw with, or null without WebGL. Browser only. Asked once a page:
 * creating a WebGL context just to ask can take a few hundred milliseconds when WebGL is emulated.
 */
export function webglRendererName(): string | null {
  if (knownRenderer === undefined) knownRenderer = askWebglRenderer()
  return knownRenderer
}

function askWebglRenderer(): string | null {
  try {
    const canvas = document.createElement('canvas')
    const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as WebGLRenderingContext | null
    if (!gl) return null
    const info = gl.getExtension('WEBGL_debug_renderer_info')
    const name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER))
    gl.getExtension('WEBGL_lose_context')?.loseContext()
    return name
  } catch {
    return null
  }
}
