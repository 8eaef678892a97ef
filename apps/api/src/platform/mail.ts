import { appendFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Hands the mail over; the outbox writes it before returning, SMTP delivers in the background. */
  send(mail: Mail): void;
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  /** Print outbox mail to the console (on for `npm start`, off in tests). */
  print: boolean;
  onError: (error: unknown) => void;
}

/** Mail through nodemailer to SMTP_URL; without it, one JSON line per mail in DATA_DIR/outbox.jsonl. */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      send(mail) {
        transport.sendMail({ from: options.from, ...mail }).catch(options.onError);
      },
    };
  }
  const outbox = path.join(options.dataDir, 'outbox.jsonl');
  return {
    send(mail) {
      appendFileSync(outbox, JSON.stringify({ ...mail, at: new Date().toISOString() }) + '\n');
      if (options.print) {
        process.stdout.write(`\n--- mail to ${mail.to}: ${mail.subject}\n${mail.text}\n---\n`);
      }
    },
  };
}
