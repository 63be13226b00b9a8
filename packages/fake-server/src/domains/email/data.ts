import type {
  Email,
  EmailFolder,
  EmailLabel,
  EmailPerson,
  EmailReply,
  EmailSender,
} from '@tessera/api-client';
import { emailLabels } from '@tessera/api-client/schemas';
import { initialsAvatar, type Random, type SeedContext } from '../../server';
import { makeAttachment } from './attachments';
import { emailCountFor, makeEmail, type EmailData } from './model';

// The mailbox of the demo admin: mails made up from the texts below by the seeded PRNG.

/** The mailbox's owner (the admin demo account). */
export const owner: EmailPerson = { name: 'Avery Stone', email: 'admin@demo.com' };

const correspondents: [name: string, email: string][] = [
  ['Mara Quill', 'mara.quill@copperlabs.example'],
  ['Otto Vance', 'otto@harborworks.example'],
  ['Ines Okafor', 'ines.okafor@lumenstudio.example'],
  ['Tobias Lindqvist', 'tobias@cedarlogistics.example'],
  ['Leila Haddad', 'leila.haddad@orbitanalytics.example'],
  ['Caspian Moreau', 'caspian@maplehealth.example'],
  ['Noor Castell', 'noor.castell@atlaspartners.example'],
  ['Felix Brennan', 'felix.brennan@juniperfoods.example'],
  ['Ayla Novak', 'ayla@slatesystems.example'],
  ['Dmitri Asante', 'dmitri.asante@beaconworks.example'],
  ['Priya Kowal', 'priya.kowal@tidallabs.example'],
  ['Jonah Marsh', 'jonah@emberstudio.example'],
  ['Selma Takeda', 'selma.takeda@willowpartners.example'],
  ['Idris Petrov', 'idris@granitesystems.example'],
  ['Yuki Salas', 'yuki.salas@fennelhealth.example'],
  ['Rafael Duarte', 'rafael.duarte@quarryanalytics.example'],
];

const subjects = [
  'Budget review before Thursday',
  'Site visit moved to next week',
  'Draft agenda for the offsite',
  'Invoice 0421 needs a second look',
  'Welcome aboard, and a few first steps',
  'Quarterly numbers are in',
  'Can we swap our Friday call?',
  'Photos from the product shoot',
  'Contract changes, round two',
  'Lunch and learn: accessibility basics',
  'Your access to the staging server',
  'Release notes for version 4.2',
  'Feedback on the new onboarding flow',
  'Travel plans for the conference',
  'Vendor shortlist for the warehouse',
  'Reminder: expense reports are due',
  'Notes from the customer interview',
  'Proposal for the spring campaign',
  'Hiring plan for the support team',
  'Data migration weekend checklist',
  'Thanks for covering on Monday',
  'Open questions on the pricing page',
  'Security training is now available',
  'Design review outcomes',
];

const paragraphs = [
  'I went through the figures you sent and most of them line up with what finance shared last month. Two lines still look high to me, and I marked them in the attached sheet.',
  'The team agreed to move the visit by a week so that the new equipment is in place when we arrive. Nothing else changes on our side.',
  'Could you have a look before the end of the day? A short answer is fine, I only need to know whether we keep the current plan.',
  'We tested the flow with six people from outside the company. Four of them finished without help, and the other two stopped at the same step.',
  'Attached are the files from this morning. The bigger ones are compressed, so you may need a moment to open them.',
  'There is room for two more people on the trip. If you know someone who should join, tell me by Wednesday so I can book the seats.',
  'The supplier confirmed the new dates in writing. I copied the relevant part below so that we all read the same thing.',
  'Nothing urgent here, I just wanted to share what we learned while it is still fresh.',
  'I suggest we keep the first option and revisit the second one after the launch, when we have real numbers to compare.',
  'Please read the checklist before the weekend and add anything that is missing. We start at nine on Saturday.',
];

const points = [
  'confirm the meeting room',
  'send the updated slides',
  'check the shipping costs',
  'book the travel',
  'review the last two invoices',
  'share the test results',
  'update the roadmap page',
  'collect the signatures',
];

const signOffs = ['Best regards', 'Thanks', 'Talk soon', 'Kind regards', 'Cheers'];

const files: [name: string, minKb: number, maxKb: number][] = [
  ['budget-2026.xlsx', 18, 240],
  ['site-photos.zip', 900, 4800],
  ['contract-draft.docx', 30, 180],
  ['floor-plan.pdf', 200, 1600],
  ['team-offsite.png', 300, 2400],
  ['release-notes.pdf', 40, 260],
  ['invoice-0421.pdf', 20, 120],
  ['interview-notes.docx', 16, 90],
];

/**
 * Where the first mails go, in turn: every folder is used, the inbox most. After these the
 * folders are picked at random with the same weights.
 */
const folderCycle: EmailFolder[] = [
  'inbox',
  'sent',
  'inbox',
  'draft',
  'spam',
  'inbox',
  'trash',
  'inbox',
  'sent',
  'inbox',
  'spam',
  'inbox',
];

const firstName = (name: string) => name.split(' ')[0];

function person(index: number): EmailSender {
  const [name, email] = correspondents[index % correspondents.length];
  // About a third of the people have no picture: the app shows their initials.
  return { name, email, avatar: index % 3 === 2 ? '' : initialsAvatar(name, index) };
}

function body(random: Random, to: string, from: string): string {
  const chosen = random.shuffle(paragraphs).slice(0, random.int(1, 3));
  const list = random.bool(0.4)
    ? `<ul>${random
        .shuffle(points)
        .slice(0, random.int(2, 4))
        .map((point) => `<li>${point}</li>`)
        .join('')}</ul>`
    : '';
  const emphasis = random.bool(0.3) ? '<p><strong>Deadline:</strong> end of this week.</p>' : '';
  return (
    `<p>Hi ${firstName(to)},</p>` +
    chosen.map((text) => `<p>${text}</p>`).join('') +
    list +
    emphasis +
    `<p>${random.pick(signOffs)},<br>${firstName(from)}</p>`
  );
}

/** The one mail a careful client must defuse: its body carries a script, an onerror and a javascript: link. */
function hostileEmail(time: Date): Omit<Email, 'id'> {
  return {
    from: { name: 'Parcel Notice', email: 'notice@parcel-tracking.example', avatar: '' },
    to: [owner],
    cc: [],
    bcc: [],
    subject: 'Your parcel could not be delivered',
    message:
      '<p>We tried to deliver your parcel today.</p>' +
      '<script>window.__tesseraMailScriptRan = true;</script>' +
      '<img src="missing-image.png" alt="Tracking" onerror="window.__tesseraMailOnErrorRan = true">' +
      '<p><a href="javascript:window.__tesseraMailLinkRan = true">Reschedule the delivery</a></p>',
    attachments: [],
    isStarred: false,
    labels: ['important'],
    time: time.toISOString(),
    replies: [],
    folder: 'inbox',
    isRead: false,
  };
}

export function createData({ random, scale }: SeedContext): EmailData {
  const count = emailCountFor(scale);
  // Mails of the last 60 days, relative to the hour the data is made.
  const now = Math.floor(Date.now() / 3_600_000) * 3_600_000;
  const drafts: Omit<Email, 'id'>[] = [hostileEmail(new Date(now - 2 * 3_600_000))];
  let replyId = 0;

  for (let index = 1; index < count; index++) {
    const folder = index < folderCycle.length ? folderCycle[index] : random.pick(folderCycle);
    const other = person(random.int(0, correspondents.length - 1) + index);
    const mine = folder === 'sent' || folder === 'draft';
    const me: EmailSender = { ...owner, avatar: '' };
    const from = mine ? me : other;
    const to = mine ? [{ name: other.name, email: other.email }] : [owner];
    const time = new Date(now - random.int(3, 60 * 24) * 3_600_000 - random.int(0, 59) * 60_000);
    const cc = random.bool(0.25)
      ? [{ name: person(index + 5).name, email: person(index + 5).email }]
      : [];
    // Every label is used by the first mails; later ones get zero to two at random.
    const labels: EmailLabel[] =
      index <= emailLabels.length * 2
        ? [emailLabels[index % emailLabels.length]]
        : random.shuffle(emailLabels).slice(0, random.pick([0, 0, 1, 1, 2]));
    const attachments = random.bool(0.3)
      ? random
          .shuffle(files)
          .slice(0, random.int(1, 2))
          .map(([name, min, max]) => makeAttachment(name, random.int(min, max) * 1024))
      : [];
    const replies: EmailReply[] = [];
    if (!mine && random.bool(0.3)) {
      const earlier = random.int(1, 3);
      for (let step = earlier; step >= 1; step--) {
        const fromOwner = step % 2 === 1;
        replies.push({
          id: ++replyId,
          from: fromOwner ? me : other,
          to: fromOwner ? [{ name: other.name, email: other.email }] : [owner],
          message: body(
            random,
            fromOwner ? other.name : owner.name,
            fromOwner ? owner.name : other.name,
          ),
          time: new Date(time.getTime() - step * random.int(2, 30) * 3_600_000).toISOString(),
        });
      }
    }
    drafts.push({
      from,
      to,
      cc,
      bcc: [],
      subject:
        (replies.length ? 'Re: ' : '') + subjects[(index + random.int(0, 3)) % subjects.length],
      message: body(random, to[0].name, from.name),
      attachments,
      isStarred: random.bool(0.25),
      labels,
      time: time.toISOString(),
      replies,
      folder,
      isRead: mine || folder === 'trash' ? true : random.bool(0.55),
    });
  }

  // Starred mail in the trash makes the starred view's rule visible.
  const trashed = drafts.find((email) => email.folder === 'trash');
  if (trashed) trashed.isStarred = true;

  drafts.sort((a, b) => Date.parse(b.time) - Date.parse(a.time));
  const emails: Email[] = drafts.map((email, index) => makeEmail({ ...email, id: index + 1 }));
  return { emails, lastId: emails.length, lastReplyId: replyId };
}
