import { describe, expect, it } from 'vitest';
import { videoSource } from './video-source';

describe('videoSource', () => {
  const id = 'dQw4w9WgXcQ';
  it.each([
    `https://www.youtube.com/watch?v=${id}`,
    `https://youtube.com/watch?v=${id}&t=42s`,
    `https://m.youtube.com/watch?v=${id}`,
    `https://youtu.be/${id}`,
    `https://youtu.be/${id}?si=abc`,
    `https://www.youtube.com/embed/${id}`,
    `https://www.youtube-nocookie.com/embed/${id}?rel=0`,
    `https://www.youtube.com/shorts/${id}`,
  ])('recognises %s as a video-sharing link played muted and looping', (url) => {
    const source = videoSource(url);
    expect(source.kind).toBe('youtube');
    if (source.kind !== 'youtube') return;
    expect(source.id).toBe(id);
    const embed = new URL(source.embedUrl);
    expect(embed.origin + embed.pathname).toBe(`https://www.youtube-nocookie.com/embed/${id}`);
    expect(Object.fromEntries(embed.searchParams)).toMatchObject({
      autoplay: '1',
      mute: '1',
      loop: '1',
      playlist: id,
    });
  });

  it('plays Vimeo links in background mode', () => {
    expect(videoSource('https://vimeo.com/76979871')).toMatchObject({ kind: 'vimeo', id: '76979871' });
  });

  it.each([
    '/uploads/showroom.mp4',
    'https://cdn.example.com/drive.webm',
    'https://www.youtube.com/watch?v=short',
  ])('treats %s as a direct video file', (url) => {
    expect(videoSource(url)).toEqual({ kind: 'file', url });
  });
});
