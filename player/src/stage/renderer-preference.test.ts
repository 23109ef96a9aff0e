import { describe, expect, it } from 'vitest';
import { rendererPreference } from './renderer-preference';

describe('rendererPreference', () => {
  it('prefers WebGL unless the address asks for a known renderer', () => {
    expect(rendererPreference('')).toBe('webgl');
    expect(rendererPreference('?renderer=canvas')).toBe('canvas');
    expect(rendererPreference('?lang=en-US&renderer=webgpu')).toBe('webgpu');
    expect(rendererPreference('?renderer=directx')).toBe('webgl');
  });
});
