import {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { LineProblem, MountedEditor } from './codeMirror.ts';

export interface CodeEditorHandle {
  goToLine(line: number): void;
}

interface Props {
  text: string;
  label: string;
  loadingText: string;
  problems: LineProblem[];
  onChange(text: string): void;
}

/**
 * The event text in CodeMirror (loaded on demand). Until it is there, and should it fail to
 * load, a plain text area keeps the page usable.
 */
export const CodeEditor = forwardRef<CodeEditorHandle, Props>(function CodeEditor(
  { text, label, loadingText, problems, onChange },
  ref,
) {
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<MountedEditor | null>(null);
  const change = useRef(onChange);
  change.current = onChange;
  // the editor starts with the text of the moment it arrives, not of the first render: what
  // was typed into the plain text area meanwhile is kept, and so is the cursor
  const latest = useRef(text);
  latest.current = text;
  const fallback = useRef<HTMLTextAreaElement>(null);
  const [failed, setFailed] = useState(false);
  const [ready, setReady] = useState(false);

  // mounted once with the text of that moment; later texts follow through setText below
  // biome-ignore lint/correctness/useExhaustiveDependencies: mounted once on purpose
  useEffect(() => {
    let cancelled = false;
    import('./codeMirror.ts')
      .then(({ mountEditor }) => {
        if (cancelled || !host.current) return;
        const area = fallback.current;
        const focused = area !== null && document.activeElement === area;
        editor.current = mountEditor(host.current, {
          text: area?.value ?? latest.current,
          label,
          onChange: (next) => change.current(next),
          ...(focused ? { cursor: area.selectionStart } : {}),
        });
        if (area && area.value !== latest.current) change.current(area.value);
        setReady(true);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      editor.current?.destroy();
      editor.current = null;
    };
  }, []);

  // at commit, not after paint: an effect run late (Preact runs a pending one when the next
  // keystroke renders again) would write an older text over the one just typed, whose change
  // renders again with the late effect of its own: the page froze, the draft swinging between two
  useLayoutEffect(() => {
    editor.current?.setText(text);
  }, [text]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: set again once the editor is ready
  useEffect(() => {
    editor.current?.setProblems(problems);
  }, [problems, ready]);

  useImperativeHandle(ref, () => ({
    goToLine: (line) => editor.current?.goToLine(line),
  }));

  return (
    <div className="publish-editor">
      <div ref={host} className="publish-editor__host" hidden={failed} />
      {!ready && (
        <textarea
          ref={fallback}
          className="publish-editor__fallback"
          aria-label={label}
          spellCheck={false}
          autoCapitalize="none"
          autoCorrect="off"
          value={text}
          onChange={(e) => onChange(e.target.value)}
          placeholder={failed ? undefined : loadingText}
        />
      )}
    </div>
  );
});
