import { describe, expect, it } from 'vitest';
import { formatFileSize, formatMileage, formatPrice, humanize } from './format';

describe('format', () => {
  it('formats prices and mileage with thousands separators', () => {
    expect(formatPrice(289900)).toBe('$289,900');
    expect(formatMileage(12500)).toBe('12,500 km');
    expect(formatPrice(0)).toBe('$0');
  });
  it('formats file sizes as B, KB and MB with one decimal', () => {
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1024)).toBe('1.0 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(1024 * 1024 * 2.25)).toBe('2.3 MB');
  });
  it('shows underscores as spaces', () => {
    expect(humanize('needs_work')).toBe('needs work');
  });
});
