import { describe, expect, it } from 'vitest';
import { imageSrcSets, usefulWidths } from './images';

describe('responsive image variants', () => {
  it('names every width for an image whose size on the page is not fixed', () => {
    expect(usefulWidths()).toEqual([480, 960, 1600]);
    expect(imageSrcSets('/uploads/abc.jpg')?.avif).toBe(
      '/uploads/abc-w480.avif 480w, /uploads/abc-w960.avif 960w, /uploads/abc-w1600.avif 1600w',
    );
  });

  it('leaves out the widths no screen of up to three device pixels per pixel would pick', () => {
    // A 120 px thumbnail: 360 device pixels at the most.
    expect(usefulWidths(120)).toEqual([480]);
    // A 240 px logo: 720, which the 960 variant covers.
    expect(usefulWidths(240)).toEqual([480, 960]);
    expect(usefulWidths(320)).toEqual([480, 960]);
    expect(usefulWidths(400)).toEqual([480, 960, 1600]);
    expect(usefulWidths(2000)).toEqual([480, 960, 1600]);
    expect(imageSrcSets('/uploads/abc.png', 120)).toEqual({
      avif: '/uploads/abc-w480.avif 480w',
      webp: '/uploads/abc-w480.webp 480w',
    });
  });

  it('has no variants for an image hosted elsewhere or drawn as SVG', () => {
    expect(imageSrcSets('https://cdn.example/a.jpg')).toBeNull();
    expect(imageSrcSets('/uploads/logo.svg', 120)).toBeNull();
  });
});
