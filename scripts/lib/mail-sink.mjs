// The local mail server: MailDev catches every e-mail the functions send (SMTP) and shows it
// in a web inbox with a JSON API (GET /email), which the tests read. Nothing leaves the machine.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT_DIR = resolve(import.meta.dirname, '..', '..');
const OFFSET = Number(process.env.FORKFUL_PORT_OFFSET || 0);
/** Shifted by FORKFUL_PORT_OFFSET like the emulators' ports (not MailDev's 1025/1080: 1080 + 7000 is Firestore's 8080). */
export const MAIL_PORTS = { smtp: 1525 + OFFSET, web: 1580 + OFFSET };
export const MAIL_INBOX_URL = `http://127.0.0.1:${MAIL_PORTS.web}`;
export const SMTP_URL = `smtp://127.0.0.1:${MAIL_PORTS.smtp}`;

async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

/** Ends the MailDev a crashed run left behind (its pid in pidFile), so its ports are free again. */
function stopLeftover(pidFile) {
  if (!pidFile || !existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  try {
    if (pid > 1 && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('maildev')) process.kill(-pid, 'SIGKILL');
  } catch {
    /* already gone */
  }
}

/** Starts MailDev; resolves once its inbox answers. Returns { stop, pid }. */
export async function startMailSink({ log = () => {}, pidFile } = {}) {
  stopLeftover(pidFile);
  if (pidFile) await new Promise((r) => setTimeout(r, 100));
  if (await answers(`${MAIL_INBOX_URL}/email`)) throw new Error(`Port ${MAIL_PORTS.web} already serves a mail inbox: is another stack running with this port offset?`);
  const bin = join(ROOT_DIR, 'node_modules', 'maildev', 'bin', 'maildev');
  const child = spawn(
    process.execPath,
    [bin, '--smtp', String(MAIL_PORTS.smtp), '--web', String(MAIL_PORTS.web), '--ip', '127.0.0.1', '--web-ip', '127.0.0.1', '--mail-directory', join(ROOT_DIR, '.cache', `mail-${OFFSET}`), '--silent'],
    { cwd: ROOT_DIR, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  let exited = false;
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  child.on('exit', () => (exited = true));
  if (pidFile) writeFileSync(pidFile, String(child.pid));
  const deadline = Date.now() + 30_000;
  while (!(await answers(`${MAIL_INBOX_URL}/email`))) {
    if (exited) throw new Error(`the mail inbox (MailDev) exited:\n${output.slice(-2000)}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the mail inbox (MailDev) did not answer on ${MAIL_INBOX_URL} within 30 s:\n${output.slice(-2000)}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  log(`mail inbox at ${MAIL_INBOX_URL} (SMTP ${SMTP_URL})`);
  const stop = async () => {
    if (exited) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* gone */
    }
    const until = Date.now() + 5000;
    while (!exited && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  };
  return { stop, pid: child.pid, process: child };
}
