import type { AgentSession } from '../../modules/support';
import { DESK_CSRF_HEADER } from './operatorAuth';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:14px/1.4 system-ui,sans-serif;color:#1d2330;background:#f3f5f8}
header{display:flex;gap:16px;align-items:center;padding:8px 16px;background:#1d2330;color:#fff}
header h1{font-size:16px;margin:0}header .who{margin-left:auto;opacity:.8}
nav button{background:none;border:0;color:#c9d1e0;padding:6px 10px;cursor:pointer;font:inherit}
nav button[aria-pressed=true]{color:#fff;border-bottom:2px solid #4c8dff}
main{display:grid;grid-template-columns:320px 1fr;height:calc(100vh - 44px)}
.list{overflow:auto;border-right:1px solid #d8dde6;background:#fff;margin:0;padding:0;list-style:none}
.list li{padding:10px 12px;border-bottom:1px solid #eef0f4;cursor:pointer}
.list li[aria-selected=true]{background:#e8f0ff}.list .meta{color:#667085;font-size:12px}
.badge{display:inline-block;min-width:18px;padding:0 6px;border-radius:9px;background:#e5484d;color:#fff;font-size:12px;text-align:center}
.tag{font-size:11px;padding:1px 6px;border-radius:4px;background:#eef0f4;color:#475467;margin-left:4px}
.pane{display:flex;flex-direction:column;min-height:0}
.pane-head{padding:10px 16px;background:#fff;border-bottom:1px solid #d8dde6;display:flex;gap:12px;align-items:center}
.pane-head .spacer{flex:1}
#messages{flex:1;overflow:auto;margin:0;padding:16px;list-style:none}
#messages li{max-width:70%;margin:6px 0;padding:8px 10px;border-radius:8px;background:#fff;box-shadow:0 1px 1px #0001}
#messages li.agent{margin-left:auto;background:#dcebff}#messages li.system{margin:6px auto;background:#fff8e1;font-size:12px}
#messages .by{font-size:12px;color:#475467}#messages .state{font-size:11px;color:#667085;text-align:right}
#messages img{max-width:240px;max-height:240px;display:block;border-radius:4px}
.compose{display:flex;gap:8px;padding:10px 16px;background:#fff;border-top:1px solid #d8dde6;align-items:flex-end}
textarea{flex:1;min-height:56px;font:inherit;padding:6px}button.primary{background:#4c8dff;color:#fff;border:0;border-radius:4px;padding:8px 14px;cursor:pointer}
.empty{padding:24px;color:#667085}.error{color:#b42318;padding:0 16px}[hidden]{display:none!important}
.feedback-detail{padding:16px;overflow:auto;flex:1}.feedback-detail img{max-width:160px;margin:4px}
`;

/** The page's behaviour; every player text goes in through textContent, never as HTML. */
const SCRIPT = `
const BASE = '/ops/support';
const AGENT = JSON.parse(document.body.dataset.agent);
// The session's CSRF token: every change carries it in a header, which no other site's form can set.
const CSRF = document.body.dataset.csrf;
let conversations = [], selected = null, feedback = [], selectedFeedback = null, streamOpen = false;
const $ = (s) => document.querySelector(s);
function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (k === 'text') node.textContent = v; else if (k === 'dataset') Object.assign(node.dataset, v);
    else if (k.startsWith('on')) node.addEventListener(k.slice(2), v); else node.setAttribute(k, v);
  }
  for (const c of children) if (c) node.append(c);
  return node;
}
const time = (iso) => new Date(iso).toLocaleString();
function showError(text) { const e = $('#error'); e.textContent = text || ''; e.hidden = !text; }
async function api(path, init = {}) {
  const headers = init.method === 'POST' ? { ...init.headers, '${DESK_CSRF_HEADER}': CSRF } : init.headers;
  const res = await fetch(BASE + path, { credentials: 'same-origin', ...init, headers });
  if (res.status === 401) { location.reload(); throw new Error('signed out'); }
  const body = await res.json().catch(() => ({ code: res.status, msg: res.statusText }));
  if (!res.ok || body.code !== 0) throw new Error(body.msg || 'request failed');
  return body;
}
async function loadConversations() {
  conversations = (await api('/api/conversations')).conversations;
  const list = $('#conversations'); list.replaceChildren();
  if (conversations.length === 0) list.append(el('li', { class: 'empty', text: 'No conversations yet.' }));
  for (const c of conversations) {
    const who = c.kind === 'member' ? 'member ' + c.displayName + (c.vipLevel === null ? '' : ' · VIP ' + c.vipLevel) : 'guest';
    list.append(el('li', { 'data-testid': 'conversation-' + c.id, 'aria-selected': String(c.id === selected), onclick: () => select(c.id) },
      el('div', {}, el('strong', { text: c.displayName }), el('span', { class: 'tag', text: c.kind }), c.status === 'closed' ? el('span', { class: 'tag', text: 'closed' }) : null,
        c.unread > 0 ? el('span', { class: 'badge', 'data-testid': 'unread-' + c.id, text: String(c.unread) }) : null),
      el('div', { class: 'meta', text: who + ' · ' + time(c.lastMessageAt) })));
  }
}
function renderMessage(m) {
  const content = m.imageUrl ? el('img', { src: m.imageUrl, alt: 'image from ' + (m.authorName || m.author) }) : el('div', { class: 'text', text: m.text || '' });
  const state = m.author === 'system' ? null : el('div', { class: 'state', text: time(m.createdAt) + ' · ' + (m.readAt ? 'read' : 'sent') });
  return el('li', { class: m.author, 'data-testid': 'message-' + m.id, 'data-author': m.author },
    m.author === 'system' ? null : el('div', { class: 'by', text: m.authorName }), content, state);
}
async function loadMessages() {
  if (selected === null) return;
  const data = await api('/api/conversations/' + selected + '/messages');
  const c = data.conversation;
  $('#conversation-title').textContent = c.displayName + ' (' + (c.kind === 'member' ? 'member' + (c.vipLevel === null ? '' : ', VIP ' + c.vipLevel) : 'guest') + ')' + (c.status === 'closed' ? ' · closed' : '');
  const list = $('#messages'); const atEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - 20;
  list.replaceChildren(...(data.hasEarlier ? [el('li', { class: 'system', text: 'Earlier messages are not shown.' })] : []), ...data.messages.map(renderMessage));
  if (atEnd) list.scrollTop = list.scrollHeight;
  const closed = c.status === 'closed';
  for (const s of ['#reply-text', '#reply-send', '#reply-image', '#close-conversation']) $(s).disabled = closed;
}
async function select(id) {
  selected = id; $('#chat-pane').hidden = false; $('#no-selection').hidden = true;
  showError(''); await loadMessages(); await loadConversations();
}
async function sendReply() {
  const text = $('#reply-text').value.trim(); if (!text || selected === null) return;
  try {
    await api('/api/conversations/' + selected + '/reply', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text }) });
    $('#reply-text').value = ''; showError(''); await refresh();
  } catch (e) { showError(e.message); }
}
async function sendImage() {
  const input = $('#reply-image'); const file = input.files && input.files[0]; if (!file || selected === null) return;
  const form = new FormData(); form.append('file', file);
  try { await api('/api/conversations/' + selected + '/image', { method: 'POST', body: form }); showError(''); await refresh(); }
  catch (e) { showError(e.message); } finally { input.value = ''; }
}
const JSON_POST = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' };
async function signOut() {
  try { await api('/sign-out', JSON_POST); } catch (e) { /* signed out either way */ }
  location.reload();
}
async function closeSelected() {
  if (selected === null) return;
  try { await api('/api/conversations/' + selected + '/close', JSON_POST); await refresh(); } catch (e) { showError(e.message); }
}
async function loadFeedback() {
  if (AGENT.group !== 'online') return;
  const status = $('#feedback-status').value;
  feedback = (await api('/api/feedback' + (status ? '?status=' + status : ''))).feedback;
  const list = $('#feedback-list'); list.replaceChildren();
  if (feedback.length === 0) list.append(el('li', { class: 'empty', text: 'No feedback here.' }));
  for (const f of feedback) {
    list.append(el('li', { 'data-testid': 'feedback-' + f.id, 'aria-selected': String(f.id === selectedFeedback), onclick: () => selectFeedback(f.id) },
      el('div', {}, el('strong', { text: f.username }), el('span', { class: 'tag', text: f.status })),
      el('div', { class: 'meta', text: String(f.questionType) + (f.orderNo ? ' · ' + f.orderNo : '') + ' · ' + time(f.createdAt) })));
  }
  renderFeedback();
}
function renderFeedback() {
  const f = feedback.find((x) => x.id === selectedFeedback);
  $('#feedback-pane').hidden = !f; $('#no-feedback').hidden = !!f;
  if (!f) return;
  const detail = $('#feedback-detail');
  detail.replaceChildren(
    el('p', {}, el('strong', { text: f.username }), el('span', { class: 'tag', text: f.status })),
    el('p', { class: 'meta', text: 'Type: ' + f.questionType + (f.orderNo ? ' · Order: ' + f.orderNo : '') + ' · ' + time(f.createdAt) }),
    el('p', { 'data-testid': 'desk-feedback-description', text: f.description }),
    el('div', {}, ...(f.imageUrls || []).map((u) => el('a', { href: u, target: '_blank', rel: 'noopener' }, el('img', { src: u, alt: 'feedback image' })))),
    f.reply ? el('p', { 'data-testid': 'desk-feedback-reply', text: 'Reply: ' + f.reply }) : null);
}
function selectFeedback(id) { selectedFeedback = id; loadFeedback().catch((e) => showError(e.message)); }
async function sendFeedbackReply() {
  const reply = $('#feedback-reply-text').value.trim(); if (!reply || selectedFeedback === null) return;
  try {
    await api('/api/feedback/' + selectedFeedback + '/reply', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ reply }) });
    $('#feedback-reply-text').value = ''; showError('');
    $('#feedback-status').value = ''; await loadFeedback();
  } catch (e) { showError(e.message); }
}
function showTab(tab) {
  $('#tab-chat').setAttribute('aria-pressed', String(tab === 'chat'));
  $('#tab-feedback').setAttribute('aria-pressed', String(tab === 'feedback'));
  $('#chat-view').hidden = tab !== 'chat'; $('#feedback-view').hidden = tab !== 'feedback';
  if (tab === 'feedback') loadFeedback().catch((e) => showError(e.message));
}
async function refresh() {
  try { await loadConversations(); await loadMessages(); } catch (e) { showError(e.message); }
}
function listen() {
  const stream = new EventSource(BASE + '/events');
  stream.addEventListener('ready', () => { streamOpen = true; refresh(); });
  stream.addEventListener('chat', () => refresh());
  stream.addEventListener('resync', () => refresh());
  stream.onerror = () => { streamOpen = stream.readyState === EventSource.OPEN; };
}
$('#reply-send').addEventListener('click', sendReply);
$('#reply-text').addEventListener('keydown', (e) => { if (e.key === 'Enter' && !e.shiftKey) { e.preventDefault(); sendReply(); } });
$('#reply-image').addEventListener('change', sendImage);
$('#close-conversation').addEventListener('click', closeSelected);
$('#sign-out').addEventListener('click', signOut);
$('#tab-chat').addEventListener('click', () => showTab('chat'));
$('#tab-feedback').addEventListener('click', () => showTab('feedback'));
$('#feedback-status').addEventListener('change', () => loadFeedback().catch((e) => showError(e.message)));
$('#feedback-reply-send').addEventListener('click', sendFeedbackReply);
// Polling is the fallback while the event stream is down.
setInterval(() => { if (!streamOpen) refresh(); }, 5000);
refresh(); listen();
`;

/**
 * The operator page (docs/product-rules.md#customer-service): one self-contained document, no
 * build and no external asset, for the agent's group's conversations and (online agents) the
 * feedback queue. Stable ids and data-testids for the end-to-end test.
 */
export function supportPage({ agent, csrfToken }: AgentSession): string {
  const agentJson = escapeHtml(JSON.stringify({ name: agent.name, group: agent.group }));
  const feedbackTab =
    agent.group === 'online'
      ? '<button id="tab-feedback" aria-pressed="false">Feedback</button>'
      : '<button id="tab-feedback" aria-pressed="false" hidden>Feedback</button>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Support desk · ${escapeHtml(agent.name)}</title><style>${STYLE}</style></head>
<body data-agent="${agentJson}" data-csrf="${escapeHtml(csrfToken)}">
<header><h1>Support desk</h1>
<nav><button id="tab-chat" aria-pressed="true">Conversations</button>${feedbackTab}</nav>
<span class="who" data-testid="agent">${escapeHtml(agent.name)} · ${escapeHtml(agent.group)}</span>
<button id="sign-out">Sign out</button></header>
<p id="error" class="error" role="alert" hidden></p>
<main id="chat-view">
  <ul id="conversations" class="list" aria-label="Conversations"></ul>
  <section class="pane">
    <p id="no-selection" class="empty">Choose a conversation.</p>
    <div id="chat-pane" class="pane" style="flex:1" hidden>
      <div class="pane-head"><strong id="conversation-title"></strong><span class="spacer"></span>
        <button id="close-conversation">Close conversation</button></div>
      <ul id="messages" aria-live="polite"></ul>
      <div class="compose">
        <textarea id="reply-text" maxlength="500" placeholder="Reply (Enter sends, Shift+Enter for a new line)"></textarea>
        <label>Image <input id="reply-image" type="file" accept="image/png,image/jpeg"></label>
        <button id="reply-send" class="primary">Send</button>
      </div>
    </div>
  </section>
</main>
<main id="feedback-view" hidden>
  <div class="pane"><div class="pane-head"><label>Show <select id="feedback-status">
    <option value="pending" selected>Pending</option><option value="replied">Replied</option><option value="">All</option>
  </select></label></div><ul id="feedback-list" class="list" aria-label="Feedback"></ul></div>
  <section class="pane">
    <p id="no-feedback" class="empty">Choose a feedback.</p>
    <div id="feedback-pane" class="pane" style="flex:1" hidden>
      <div id="feedback-detail" class="feedback-detail"></div>
      <div class="compose"><textarea id="feedback-reply-text" placeholder="Reply to the player"></textarea>
        <button id="feedback-reply-send" class="primary">Send reply</button></div>
    </div>
  </section>
</main>
<script>${SCRIPT}</script>
</body></html>`;
}

/** The sign-in form's behaviour: a JSON POST (the desk takes no form bodies), then the desk. */
const SIGN_IN_SCRIPT = `
const form = document.getElementById('sign-in');
const error = document.getElementById('error');
form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const name = document.getElementById('sign-in-name').value;
  const password = document.getElementById('sign-in-password').value;
  error.hidden = true;
  const res = await fetch('/ops/support/sign-in', { method: 'POST', credentials: 'same-origin',
    headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name, password }) });
  const body = await res.json().catch(() => ({ code: res.status, msg: res.statusText }));
  if (res.ok && body.code === 0) { location.reload(); return; }
  error.textContent = body.msg || 'sign-in failed'; error.hidden = false;
});
`;

/**
 * The desk's sign-in form (docs/decisions-api.md#support-desk-sign-in): shown at /ops/support to a
 * browser without a live desk session. Same self-contained document and policy as the desk.
 */
export function signInPage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Support desk · sign in</title><style>${STYLE}
#sign-in{max-width:320px;margin:48px auto;display:flex;flex-direction:column;gap:10px;padding:20px;background:#fff;border-radius:8px}
#sign-in input{font:inherit;padding:6px}</style></head>
<body>
<header><h1>Support desk</h1></header>
<form id="sign-in" autocomplete="on">
  <label>Name <input id="sign-in-name" name="username" autocomplete="username" required></label>
  <label>Password <input id="sign-in-password" name="password" type="password" autocomplete="current-password" required></label>
  <p id="error" class="error" role="alert" hidden></p>
  <button id="sign-in-submit" class="primary" type="submit">Sign in</button>
</form>
<script>${SIGN_IN_SCRIPT}</script>
</body></html>`;
}

/** The pages' inline scripts, whose hashes are the only scripts the desk's CSP allows. */
export const DESK_PAGE_SCRIPTS = [SCRIPT, SIGN_IN_SCRIPT] as const;
