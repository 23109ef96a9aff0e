/**
 * Pixi's Application, as the stages start it. The player's Content-Security-Policy allows no eval
 * (lib/http/security-headers.ts), so Pixi's shader and uniform code is built by its eval-free modules.
 */
import 'pixi.js/unsafe-eval'

export { Application } from 'pixi.js'
