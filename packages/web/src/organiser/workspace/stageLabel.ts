import type { DraftStage } from '@lineup/core';

/** "🔊 Main": the stage's emoticon before its name, unless the name starts with it already */
export function stageLabel(stage: DraftStage): string {
  return stage.name.startsWith(stage.emoticon) ? stage.name : `${stage.emoticon} ${stage.name}`;
}
