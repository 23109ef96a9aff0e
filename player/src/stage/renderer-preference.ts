import type { RendererPreference } from 'pixi.js';

/**
 * Which Pixi renderer to try first. WebGL by default; `?renderer=canvas` (or
 * `webgpu`) overrides it, which helps a teacher on a machine with a broken
 * graphics driver and lets tests compare renderers. Pixi still falls back to
 * the others if the preferred one cannot start.
 */
export function rendererPreference(search: string): RendererPreference {
  const asked = new URLSearchParams(search).get('renderer');
  return asked === 'canvas' || asked === 'webgpu' || asked === 'webgl' ? asked : 'webgl';
}
