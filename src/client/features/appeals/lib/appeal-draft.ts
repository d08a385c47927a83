import {
  type BlockDraft,
  blockDraftsOf,
  blocksInput,
  type DraftErrors,
  errorsOf,
  newBlock,
  swedishBlockTexts,
} from '#client/components/admin/content-blocks/block-draft.ts';
import {
  type AdminAppeal,
  type AppealFormValues,
  type AppealStatus,
  appealInputSchema,
} from '#shared/schemas/appeals.ts';

/** The editor's values, as typed: the goal in kronor as text. */
export interface AppealDraft {
  slug: string;
  title: string;
  summary: string;
  image: string;
  alt: string;
  goal: string;
  startsOn: string;
  endsOn: string;
  status: AppealStatus;
  content: BlockDraft[];
  /** The Swedish version's title, summary and cover alt text; its block texts are the blocks'. */
  svTitle: string;
  svSummary: string;
  svAlt: string;
}

export function emptyDraft(today: string): AppealDraft {
  return {
    slug: '',
    title: '',
    summary: '',
    image: '',
    alt: '',
    goal: '',
    startsOn: today,
    endsOn: today,
    status: 'draft',
    content: [newBlock('text')],
    svTitle: '',
    svSummary: '',
    svAlt: '',
  };
}

export function draftOf(appeal: AdminAppeal): AppealDraft {
  return {
    slug: appeal.slug,
    title: appeal.title,
    summary: appeal.summary,
    image: appeal.image,
    alt: appeal.alt,
    goal: String(appeal.goalOre / 100),
    startsOn: appeal.startsOn,
    endsOn: appeal.endsOn,
    status: appeal.status,
    content: blockDraftsOf(appeal.content, appeal.sv?.blocks),
    svTitle: appeal.sv?.title ?? '',
    svSummary: appeal.sv?.summary ?? '',
    svAlt: appeal.sv?.alt ?? '',
  };
}

/** The Swedish version to send: null when every Swedish field is empty. */
function swedishOf({ svTitle, svSummary, svAlt, content }: AppealDraft) {
  const blocks = swedishBlockTexts(content);
  const texts = [svTitle, svSummary, svAlt, ...blocks];
  if (texts.every((text) => text.trim() === '')) return null;
  return { title: svTitle, summary: svSummary, blocks, alt: svAlt };
}

/** What is sent, as the form has it (the server turns the kronor into öre). */
export function inputOf(draft: AppealDraft): AppealFormValues {
  const { svTitle: _t, svSummary: _s, svAlt: _a, goal, content, ...fields } = draft;
  return {
    ...fields,
    // An empty goal is no number: the schema says so.
    goal: goal.trim() === '' ? Number.NaN : Number(goal),
    content: blocksInput(content),
    sv: swedishOf(draft),
  };
}

/**
 * Checks the draft with the shared schema: the values to send (as typed: the server turns the
 * kronor into öre itself), or a message per field.
 */
export function checkDraft(
  draft: AppealDraft,
): { ok: true; input: AppealFormValues } | { ok: false; errors: DraftErrors } {
  const input = inputOf(draft);
  const parsed = appealInputSchema.safeParse(input);
  if (parsed.success) return { ok: true, input };
  return { ok: false, errors: errorsOf(draft.content, parsed.error.issues) };
}
