import { useEffect, useRef, useState } from 'react';
import { avatarSources } from './avatar.ts';

/**
 * An act's picture: the low-resolution placeholder shows blurred until the full picture
 * loaded; a picture that fails is replaced by the variant's default (spec §4). The box has a
 * fixed size, so nothing moves while pictures arrive.
 */
export function Avatar({ url, fallback }: { url: string | null; fallback: string }) {
  // a new url starts over (the key resets the state)
  return <AvatarImage key={url ?? fallback} url={url ?? fallback} fallback={fallback} />;
}

function AvatarImage({ url, fallback }: { url: string; fallback: string }) {
  const { full, placeholder } = avatarSources(url);
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  const onError = () => {
    if (!failed) setFailed(true);
    else setLoaded(true);
  };
  // On a page with the server's (or the worker's) first screen the picture may have arrived,
  // or failed, before the app took the element over: its event came before anyone listened.
  // decode() tells the two apart (a picture without a size of its own has no width either).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on taking the element over
  useEffect(() => {
    const img = image.current;
    if (!img?.complete || typeof img.decode !== 'function') return;
    img.decode().then(() => setLoaded(true), onError);
  }, []);
  return (
    <span className="avatar">
      {placeholder && !loaded && !failed && (
        <img className="avatar__placeholder" src={placeholder} alt="" aria-hidden="true" />
      )}
      <img
        ref={image}
        className={loaded ? 'avatar__img avatar__img--loaded' : 'avatar__img'}
        src={failed ? fallback : full}
        alt=""
        width="150"
        height="150"
        decoding="async"
        // fetched once the words are laid out: an SVG picture costs a phone a document of its
        // own, which would otherwise come before the first paint
        loading="lazy"
        onLoad={() => setLoaded(true)}
        onError={onError}
      />
    </span>
  );
}
