import { describe, expect, it } from 'vitest'
import { gameRendererPreference, isSoftwareRenderer, rendererPreference } from './renderer-preference'

describe('rendererPreference', () => {
  it('prefers WebGL unless the address asks for a known renderer', () => {
    expect(rendererPreference('')).toBe('webgl')
    expect(rendererPreference('?renderer=canvas')).toBe('canvas')
    expect(rendererPreference('?lang=en-US&renderer=webgpu')).toBe('webgpu')
    expect(rendererPreference('?renderer=directx')).toBe('webgl')
  })
})

describe('gameRendererPreference', () => {
  it('draws with WebGL on a graphics card and with the 2D canvas when WebGL is emulated in software', () => {
    expect(gameRendererPreference('', 'ANGLE (Intel, Mesa Intel(R) UHD Graphics 620, OpenGL 4.6)')).toBe('webgl')
    expect(gameRendererPreference('', 'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)')).toBe(
      'canvas',
    )
    expect(gameRendererPreference('', 'llvmpipe (LLVM 15.0.6, 256 bits)')).toBe('canvas')
    expect(gameRendererPreference('', null)).toBe('webgl')
  })

  it('lets the address choose', () => {
    expect(gameRendererPreference('?renderer=webgl', 'SwiftShader')).toBe('webgl')
    expect(gameRendererPreference('?renderer=canvas', 'NVIDIA GeForce')).toBe('canvas')
    expect(isSoftwareRenderer('Microsoft Basic Render Driver')).toBe(true)
  })
})
