/** How a hero slide's video URL is played: a video-sharing embed or a direct file. */
export type VideoSource =
  | { kind: 'youtube'; id: string; embedUrl: string; posterUrl: string }
  | { kind: 'vimeo'; id: string; embedUrl: string; posterUrl: null }
  | { kind: 'file'; url: string };

const YOUTUBE_ID = /^[\w-]{11}$/;

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let candidate: string | null = null;
  if (host === 'youtu.be') candidate = url.pathname.split('/')[1] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, first, second] = url.pathname.split('/');
    if (first === 'watch') candidate = url.searchParams.get('v');
    else if (first === 'embed' || first === 'shorts' || first === 'live' || first === 'v')
      candidate = second ?? null;
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}

/**
 * SPEC §2: video-sharing links in watch, short (youtu.be), embed and shorts forms play muted and
 * looping; anything else is treated as a direct video file (MP4, WebM).
 */
export function videoSource(raw: string): VideoSource {
  let url: URL;
  try {
    url = new URL(raw, 'http://relative.invalid');
  } catch {
    return { kind: 'file', url: raw };
  }
  const yt = youtubeId(url);
  if (yt) {
    // `playlist` set to the video itself is how the YouTube player is told to loop a single video.
    const params = new URLSearchParams({
      autoplay: '1',
      mute: '1',
      loop: '1',
      playlist: yt,
      controls: '0',
      playsinline: '1',
      rel: '0',
      modestbranding: '1',
    });
    return {
      kind: 'youtube',
      id: yt,
      embedUrl: `https://www.youtube-nocookie.com/embed/${yt}?${params}`,
      posterUrl: `https://i.ytimg.com/vi/${yt}/hqdefault.jpg`,
    };
  }
  const vimeo = /(?:^|\.)vimeo\.com$/.test(url.hostname)
    ? /\/(?:video\/)?(\d+)/.exec(url.pathname)?.[1]
    : null;
  if (vimeo) {
    return {
      kind: 'vimeo',
      id: vimeo,
      embedUrl: `https://player.vimeo.com/video/${vimeo}?background=1&autoplay=1&muted=1&loop=1`,
      posterUrl: null,
    };
  }
  return { kind: 'file', url: raw };
}
