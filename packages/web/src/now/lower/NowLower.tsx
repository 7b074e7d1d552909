import type { LineupResponse } from '@lineup/core';
import { variantOf } from '../../kit/variant.ts';
import { BottomBlock } from './BottomBlock.tsx';
import { LatestTracks } from './LatestTracks.tsx';
import './lower.css';

/**
 * The lower now page: latest tracks and the bottom block. Its own chunk, fetched when the
 * visitor scrolls near it, so the first load carries only what the first screen shows.
 */
export default function NowLower({ data }: { data: LineupResponse }) {
  return (
    <>
      <LatestTracks tracks={data.latestTracks} fallbackImage={variantOf(data.meta).defaultAvatar} />
      <BottomBlock key={data.meta.id} meta={data.meta} />
    </>
  );
}
