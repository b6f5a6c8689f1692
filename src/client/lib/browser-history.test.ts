// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createPath, parsePath } from './browser-history';

describe('createPath and parsePath', () => {
  it('round-trip a path, leaving out an empty query or hash', () => {
    expect(parsePath('/cars?make=bmw#top')).toEqual({ pathname: '/cars', search: '?make=bmw', hash: '#top' });
    expect(parsePath('?page=2')).toEqual({ search: '?page=2' });
    expect(createPath({ pathname: '/cars', search: '?make=bmw', hash: '#top' })).toBe('/cars?make=bmw#top');
    expect(createPath({ pathname: '/cars', search: '?', hash: '#' })).toBe('/cars');
    expect(createPath({ search: 'page=2' })).toBe('/?page=2');
  });
});
