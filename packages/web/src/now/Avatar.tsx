import { useState } from 'react';
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
  return (
    <span className="avatar">
      {placeholder && !loaded && !failed && (
        <img className="avatar__placeholder" src={placeholder} alt="" aria-hidden="true" />
      )}
      <img
        className={loaded ? 'avatar__img avatar__img--loaded' : 'avatar__img'}
        src={failed ? fallback : full}
        alt=""
        width="150"
        height="150"
        decoding="async"
        onLoad={() => setLoaded(true)}
        onError={() => {
          if (!failed) setFailed(true);
          else setLoaded(true);
        }}
      />
    </span>
  );
}
