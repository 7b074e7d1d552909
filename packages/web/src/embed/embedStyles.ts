// The widget's stylesheet, inside its shadow root: nothing of the host page's CSS reaches in,
// and `:host { all: initial !important }` wins even over a host rule such as
// `* { all: revert !important; font-size: 40px }` (important rules of the inner tree win).
// Sizes are in px, not rem: the host page's root font size is not ours.
// Colours are custom properties, documented in docs/organisers.md; they inherit into the shadow tree.
export const EMBED_CSS = `
:host{all:initial!important;display:block!important;container-type:inline-size;min-width:0;
--_bg:var(--lineup-bg,#14121f);--_surface:var(--lineup-surface,#1f1c2e);
--_text:var(--lineup-text,#efedf7);--_muted:var(--lineup-muted,#aeaac4);
--_accent:var(--lineup-accent,#ff9ec4);--_line:var(--lineup-line,#36314d);
--_link:var(--lineup-link,#a8d1ff);--_now:var(--lineup-now,#ffd166)}
:host([hidden]){display:none!important}
.w{box-sizing:border-box;background:var(--_bg);color:var(--_text);
font:15px/1.4 var(--lineup-font,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif);
padding:12px;border-radius:var(--lineup-radius,12px);min-height:200px;overflow:hidden}
*,*::before,*::after{box-sizing:border-box}
h2{font-size:18px;margin:0 0 8px;font-weight:700}
h3{font-size:13px;margin:12px 0 6px;color:var(--_muted);font-weight:600;text-transform:uppercase;letter-spacing:.04em}
a{color:var(--_link);text-decoration:none}
a:hover,a:focus-visible{text-decoration:underline}
:focus-visible{outline:3px solid var(--_now);outline-offset:2px}
.status{font-size:13px;color:var(--_muted);margin:0 0 8px}
.status.off{color:var(--_now)}
.nn{list-style:none;margin:0;padding:0;display:grid;gap:6px;
grid-template-columns:repeat(auto-fill,minmax(240px,1fr))}
.nn li{background:var(--_surface);border-radius:8px;padding:8px 10px;min-width:0}
.st{display:block;font-size:13px;color:var(--_muted);white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.row{display:grid;grid-template-columns:auto minmax(0,1fr);column-gap:8px;align-items:baseline}
.lbl{font-size:12px;color:var(--_muted);min-width:52px}
.v{overflow-wrap:anywhere}
.row a.act{font-weight:600;color:var(--_text)}
.t{font-size:12px;color:var(--_muted);font-variant-numeric:tabular-nums;white-space:nowrap}
.chips{display:flex;gap:6px;overflow-x:auto;padding:2px 0 6px;scrollbar-width:thin}
button{font:inherit;font-size:14px;color:var(--_text);background:var(--_surface);border:1px solid var(--_line);
border-radius:22px;min-height:44px;padding:0 14px;cursor:pointer;white-space:nowrap;flex:none}
button[aria-pressed=true]{background:var(--_accent);color:#1a1020;border-color:var(--_accent);font-weight:600}
.list{list-style:none;margin:0;padding:0}
.list li{border-bottom:1px solid var(--_line)}
.list a,.list .a{display:flex;gap:10px;align-items:baseline;min-height:44px;padding:10px 2px;color:var(--_text)}
.list .past a{color:var(--_muted)}
.list .on a{font-weight:600}
.list .on a b::after{content:" ●";color:var(--_now)}
.list time{flex:none;font-size:13px;color:var(--_muted);font-variant-numeric:tabular-nums;min-width:92px}
.list b{font-weight:inherit;min-width:0;overflow-wrap:anywhere;flex:1}
.list .sn{flex:none;font-size:12px;color:var(--_muted);max-width:40%;text-align:right;overflow-wrap:anywhere}
.list li.nl{border:0;height:0;border-top:2px solid var(--_now);position:relative}
.list li.nl span{position:absolute;right:0;top:-9px;font-size:11px;background:var(--_bg);color:var(--_now);padding:0 4px}
.gridwrap{overflow-x:auto;position:relative;border-top:1px solid var(--_line)}
.grid{position:relative;display:flex}
.axis{flex:none;width:44px;position:relative}
.axis span{position:absolute;left:0;font-size:11px;color:var(--_muted);transform:translateY(-50%)}
.col{flex:none;position:relative;border-left:1px solid var(--_line)}
.col h4{position:sticky;top:0;margin:0;height:32px;font-size:13px;font-weight:600;padding:6px;
white-space:nowrap;overflow:hidden;text-overflow:ellipsis;background:var(--_bg)}
.blk{position:absolute;left:3px;right:3px;background:var(--_surface);border-left:3px solid var(--_accent);
border-radius:6px;padding:3px 6px;overflow:hidden;color:var(--_text);font-size:13px;line-height:1.25}
.blk small{display:block;color:var(--_muted);font-size:11px}
.blk.past{opacity:.6}
.gnl{position:absolute;left:0;right:0;border-top:2px solid var(--_now);z-index:2;pointer-events:none}
.mk b,.blk.mk{font-style:italic}
.empty{color:var(--_muted)}
.foot{margin:10px 0 0;font-size:13px}
`;
