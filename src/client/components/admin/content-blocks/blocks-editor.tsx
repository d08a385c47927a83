import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Button, Field } from '#client/components/form-fields.tsx';
import { ActionsRow } from '../actions-row.tsx';
import { type BlockDraft, type DraftErrors, newBlock } from './block-draft.ts';
import styles from './content-editor.module.css';
import { describedBy, ImageUpload } from './image-upload.tsx';

interface Props {
  blocks: BlockDraft[];
  onChange(blocks: BlockDraft[]): void;
  errors: DraftErrors;
  /**
   * A control's id from its name; a block's are
   * `block-{key}-{text|svText|image|alt|caption|svAlt|svCaption}`.
   */
  idOf(name: string): string;
  /** Whether the Swedish version has the pictures' alt texts and captions too (a story's has). */
  swedishPictures?: boolean;
}

/** The control of the field a message is about: `content.2.src` is block 3's image. */
export function blockControl(blocks: BlockDraft[], path: string): string | undefined {
  const match = /^content\.(\d+)(?:\.(\w+))?/.exec(path);
  if (!match) return path === 'content' ? 'add-text' : undefined;
  const block = blocks[Number(match[1])];
  if (!block) return 'add-text';
  const field = match[2] === 'src' ? 'image' : match[2];
  const name =
    field && ['text', 'svText', 'image', 'alt', 'caption', 'svAlt', 'svCaption'].includes(field)
      ? field
      : 'up';
  return `block-${block.key}-${name}`;
}

/**
 * A story's or an appeal's blocks, in order: text, or an image with its alternative text and caption. Each can
 * be edited, moved up or down and removed; the buttons say which block they act on, focus
 * stays with the block that moved, and each change is announced.
 */
export function BlocksEditor({ blocks, onChange, errors, idOf, swedishPictures = true }: Props) {
  const { t } = useLingui();
  const [announcement, setAnnouncement] = useState('');
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(idOf(focusNext.current))?.focus();
    focusNext.current = null;
  });

  function move(index: number, by: -1 | 1) {
    const next = [...blocks];
    const [block] = next.splice(index, 1);
    if (!block) return;
    next.splice(index + by, 0, block);
    onChange(next);
    const to = index + by;
    const atEnd = by < 0 ? to === 0 : to === blocks.length - 1;
    const direction = by < 0 ? 'up' : 'down';
    focusNext.current = `block-${block.key}-${atEnd ? (by < 0 ? 'down' : 'up') : direction}`;
    const n = index + 1;
    const now = to + 1;
    setAnnouncement(
      by < 0
        ? t`Block ${n} moved up. It is now block ${now}.`
        : t`Block ${n} moved down. It is now block ${now}.`,
    );
  }

  function remove(index: number) {
    onChange(blocks.filter((_, i) => i !== index));
    focusNext.current = 'add-text';
    const n = index + 1;
    setAnnouncement(t`Block ${n} removed.`);
  }

  function add(type: BlockDraft['type']) {
    const block = newBlock(type);
    onChange([...blocks, block]);
    focusNext.current = `block-${block.key}-${type}`;
    const n = blocks.length + 1;
    setAnnouncement(t`Block ${n} added.`);
  }

  const update = (index: number, changes: Partial<BlockDraft>) =>
    onChange(blocks.map((block, i) => (i === index ? { ...block, ...changes } : block)));
  const listError = errors.content;

  return (
    <fieldset className={styles.blocks}>
      <legend>
        <Trans>Blocks</Trans>
      </legend>
      {listError && (
        <p id={`${idOf('add-text')}-error`} className={styles.error}>
          {listError}
        </p>
      )}
      <ol className={styles.blockList}>
        {blocks.map((block, index) => (
          <li key={block.key}>
            <BlockFields
              block={block}
              index={index}
              count={blocks.length}
              errors={errors}
              idOf={idOf}
              swedishPictures={swedishPictures}
              onChange={(changes) => update(index, changes)}
              onMove={(by) => move(index, by)}
              onRemove={() => remove(index)}
            />
          </li>
        ))}
      </ol>
      <ActionsRow>
        <Button
          id={idOf('add-text')}
          aria-describedby={listError ? `${idOf('add-text')}-error` : undefined}
          onClick={() => add('text')}
        >
          <Trans>Add text block</Trans>
        </Button>
        <Button onClick={() => add('image')}>
          <Trans>Add image block</Trans>
        </Button>
      </ActionsRow>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </fieldset>
  );
}

interface BlockProps {
  block: BlockDraft;
  index: number;
  count: number;
  errors: DraftErrors;
  idOf(name: string): string;
  swedishPictures: boolean;
  onChange(changes: Partial<BlockDraft>): void;
  onMove(by: -1 | 1): void;
  onRemove(): void;
}

function BlockFields({
  block,
  index,
  count,
  errors,
  idOf,
  swedishPictures,
  onChange,
  onMove,
  onRemove,
}: BlockProps) {
  const { t } = useLingui();
  const n = index + 1;
  const id = (name: string) => idOf(`block-${block.key}-${name}`);
  const error = (name: string) => errors[`content.${index}.${name}`];
  const blockError = errors[`content.${index}`] ?? error('type');

  return (
    <fieldset className={styles.block}>
      <legend>
        {block.type === 'text' ? <Trans>Block {n}: text</Trans> : <Trans>Block {n}: image</Trans>}
      </legend>
      {blockError && <p className={styles.error}>{blockError}</p>}
      {block.type === 'text' ? (
        <>
          <Field id={id('text')} label={t`Block ${n} text`} error={error('text')}>
            <textarea
              {...describedBy(id('text'), error('text'))}
              rows={5}
              value={block.text}
              onChange={(event) => onChange({ text: event.target.value })}
            />
          </Field>
          {/* The Swedish version's text of this block, labelled in Swedish (decision 010). */}
          <Field
            id={id('svText')}
            label={<span lang="sv">Stycke {n} på svenska</span>}
            error={error('svText')}
          >
            <textarea
              {...describedBy(id('svText'), error('svText'))}
              lang="sv"
              rows={5}
              value={block.svText}
              onChange={(event) => onChange({ svText: event.target.value })}
            />
          </Field>
        </>
      ) : (
        <>
          <ImageUpload
            id={id('image')}
            label={t`Block ${n} image`}
            src={block.src}
            error={error('src')}
            onUploaded={(src) => onChange({ src })}
          />
          <Field id={id('alt')} label={t`Block ${n} alt text`} error={error('alt')}>
            <input
              {...describedBy(id('alt'), error('alt'))}
              value={block.alt}
              onChange={(event) => onChange({ alt: event.target.value })}
            />
          </Field>
          <Field
            id={id('caption')}
            label={t`Block ${n} caption (optional)`}
            error={error('caption')}
          >
            <input
              {...describedBy(id('caption'), error('caption'))}
              value={block.caption}
              onChange={(event) => onChange({ caption: event.target.value })}
            />
          </Field>
          {swedishPictures && (
            <>
              {/* The Swedish version's texts of this picture, labelled in Swedish (decision 010). */}
              <Field
                id={id('svAlt')}
                label={<span lang="sv">Bild {n}: alternativtext på svenska (valfri)</span>}
                error={error('svAlt')}
              >
                <input
                  {...describedBy(id('svAlt'), error('svAlt'))}
                  lang="sv"
                  value={block.svAlt}
                  onChange={(event) => onChange({ svAlt: event.target.value })}
                />
              </Field>
              <Field
                id={id('svCaption')}
                label={<span lang="sv">Bild {n}: bildtext på svenska (valfri)</span>}
                error={error('svCaption')}
              >
                <input
                  {...describedBy(id('svCaption'), error('svCaption'))}
                  lang="sv"
                  value={block.svCaption}
                  onChange={(event) => onChange({ svCaption: event.target.value })}
                />
              </Field>
            </>
          )}
        </>
      )}
      <ActionsRow>
        <Button id={id('up')} disabled={index === 0} onClick={() => onMove(-1)}>
          <Trans>Move block {n} up</Trans>
        </Button>
        <Button id={id('down')} disabled={index === count - 1} onClick={() => onMove(1)}>
          <Trans>Move block {n} down</Trans>
        </Button>
        <Button id={id('remove')} onClick={onRemove}>
          <Trans>Remove block {n}</Trans>
        </Button>
      </ActionsRow>
    </fieldset>
  );
}
