import { describe, expect, it } from 'vitest';
import { photoSources, photoSrcSet } from '../../src/contract/photo-values';

describe('photoSources: every size of a photo from its one photo_url', () => {
  it('names the WebP sizes and the JPEG fallback beside the 256 px WebP', () => {
    const url = 'http://127.0.0.1:3000/media/photos/0123456789abcdef0123456789abcdef-256.webp';
    const base = 'http://127.0.0.1:3000/media/photos/0123456789abcdef0123456789abcdef';
    expect(photoSources(url)).toEqual({
      webp: { 96: `${base}-96.webp`, 256: `${base}-256.webp`, 640: `${base}-640.webp` },
      jpeg: `${base}-640.jpg`,
    });
    expect(photoSrcSet('/media/photos/a-256.webp')).toBe(
      '/media/photos/a-96.webp 96w, /media/photos/a-256.webp 256w, /media/photos/a-640.webp 640w',
    );
  });

  it('an older address gives itself for every size', () => {
    const old = '/media/caregivers/7/photo.jpg';
    expect(photoSources(old)).toEqual({ webp: { 96: old, 256: old, 640: old }, jpeg: old });
  });
});
