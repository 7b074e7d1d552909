// CodeMirror 6 with YAML highlighting and the validator's diagnostics at their lines. Loaded
// only by the organiser page's editor (a dynamic import), never by a fan's screen.
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { yaml } from '@codemirror/lang-yaml';
import { bracketMatching, HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { type Diagnostic as CmDiagnostic, lintGutter, setDiagnostics } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import {
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { tags } from '@lezer/highlight';

export interface LineProblem {
  line: number;
  severity: 'error' | 'warning';
  message: string;
}

export interface MountedEditor {
  setText(text: string): void;
  setProblems(problems: LineProblem[]): void;
  goToLine(line: number): void;
  destroy(): void;
}

// colours readable on the page's dark surface (contrast over 4.5:1), calm at night
const nightColours = HighlightStyle.define([
  { tag: [tags.propertyName, tags.definition(tags.propertyName)], color: '#8cc8ff' },
  { tag: [tags.string, tags.special(tags.string)], color: '#b8e6a2' },
  { tag: [tags.number, tags.bool, tags.null], color: '#ffcf8a' },
  { tag: [tags.keyword, tags.atom], color: '#ffadd6' },
  { tag: [tags.comment, tags.lineComment], color: '#b0b0b0', fontStyle: 'italic' },
  { tag: [tags.punctuation, tags.separator, tags.squareBracket, tags.brace], color: '#d8d8d8' },
  { tag: [tags.meta, tags.labelName, tags.typeName], color: '#c9b8ff' },
]);

const dark = EditorView.theme(
  {
    '&': { backgroundColor: 'var(--color-surface)', color: 'var(--color-text)', fontSize: '15px' },
    '.cm-content': { caretColor: 'var(--color-text)', fontFamily: 'ui-monospace, monospace' },
    '.cm-gutters': {
      backgroundColor: 'var(--color-surface)',
      color: 'var(--color-muted)',
      border: 'none',
    },
    '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'rgba(255,255,255,0.05)' },
    '&.cm-focused .cm-selectionBackground, .cm-selectionBackground': {
      backgroundColor: 'rgba(120,160,255,0.3)',
    },
  },
  { dark: true },
);

/**
 * The smallest change turning `from` into `to` (common start and end kept): replacing the
 * whole document would move the cursor, and a phone's keyboard, mid-word, would then write
 * the next letters at the wrong place ("id: techno" became "d: technoi").
 */
export function minimalChange(from: string, to: string) {
  let start = 0;
  const max = Math.min(from.length, to.length);
  while (start < max && from.charCodeAt(start) === to.charCodeAt(start)) start++;
  let end = 0;
  while (
    end < max - start &&
    from.charCodeAt(from.length - 1 - end) === to.charCodeAt(to.length - 1 - end)
  ) {
    end++;
  }
  return { from: start, to: from.length - end, insert: to.slice(start, to.length - end) };
}

export function mountEditor(
  parent: HTMLElement,
  options: {
    text: string;
    label: string;
    onChange(text: string): void;
    /** where the cursor was in the plain text area this editor replaces, if it had focus */
    cursor?: number;
  },
): MountedEditor {
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: options.text,
      extensions: [
        lineNumbers(),
        highlightActiveLineGutter(),
        highlightActiveLine(),
        history(),
        bracketMatching(),
        syntaxHighlighting(nightColours),
        yaml(),
        lintGutter(),
        keymap.of([...defaultKeymap, ...historyKeymap]),
        dark,
        EditorView.lineWrapping,
        EditorView.contentAttributes.of({
          'aria-label': options.label,
          autocapitalize: 'none',
          autocorrect: 'off',
          spellcheck: 'false',
        }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) options.onChange(update.state.doc.toString());
        }),
      ],
    }),
  });
  if (options.cursor !== undefined) {
    view.dispatch({ selection: { anchor: Math.min(options.cursor, view.state.doc.length) } });
    view.focus();
  }
  return {
    setText(text) {
      const now = view.state.doc.toString();
      // the keyboard is still writing (a phone's composition): its own change comes next
      if (text === now || view.composing) return;
      view.dispatch({ changes: minimalChange(now, text) });
    },
    setProblems(problems) {
      const doc = view.state.doc;
      const diagnostics: CmDiagnostic[] = problems
        .filter((p) => p.line >= 1 && p.line <= doc.lines)
        .map((p) => {
          const line = doc.line(p.line);
          return { from: line.from, to: line.to, severity: p.severity, message: p.message };
        });
      view.dispatch(setDiagnostics(view.state, diagnostics));
    },
    goToLine(line) {
      const target = view.state.doc.line(Math.min(Math.max(line, 1), view.state.doc.lines));
      view.dispatch({ selection: { anchor: target.from }, scrollIntoView: true });
      view.focus();
    },
    destroy: () => view.destroy(),
  };
}
