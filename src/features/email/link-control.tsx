import { Button, Group, Popover, Stack, TextInput } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap';
import { IconLink } from '@tabler/icons-react';
import { useEditorState } from '@tiptap/react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isEmailAddress } from '@/api/email';
import '@mantine/core/styles/Popover.css';

/**
 * What the author typed as a link target, made absolute; null when it is not a web, mail or
 * phone address (so `javascript:` and friends never get into a message).
 */
export function normaliseLinkTarget(text: string): string | null {
  const value = text.trim();
  if (!value) return null;
  if (/^(https?:\/\/|mailto:|tel:)/i.test(value)) return /\s/.test(value) ? null : value;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return null;
  if (isEmailAddress(value)) return `mailto:${value}`;
  if (/^\+?[\d\s().-]{7,}$/.test(value)) return `tel:${value.replace(/[^\d+]/g, '')}`;
  return /^[^\s/]+\.[^\s/]+/.test(value) ? `https://${value}` : null;
}

/**
 * The link control, with a labelled address field and a way to remove the link (Mantine's own
 * control leaves its new-tab toggle unnamed). Ctrl/Cmd+K opens it, as in Mantine's Link extension.
 */
export function LinkControl() {
  const { t } = useTranslation('email');
  const { editor } = useRichTextEditorContext();
  const [opened, setOpened] = useState(false);
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string>();
  const active = useEditorState({
    editor: editor ?? null,
    selector: ({ editor: e }) => (e && !e.isDestroyed ? e.isActive('link') : false),
  });

  const open = () => {
    setUrl(String(editor?.getAttributes('link').href ?? ''));
    setError(undefined);
    setOpened(true);
  };
  useWindowEvent('edit-link', open);

  const close = () => {
    setOpened(false);
    editor?.commands.focus();
  };
  const unlink = () => {
    editor?.chain().focus().extendMarkRange('link').unsetLink().run();
    setOpened(false);
  };
  const save = () => {
    if (!url.trim()) return unlink();
    const href = normaliseLinkTarget(url);
    if (!href) return setError(t('editor.linkInvalid'));
    editor?.chain().focus().extendMarkRange('link').setLink({ href, target: '_blank' }).run();
    setOpened(false);
  };
  // No nested <form>: Enter saves the link and must not send the message around it.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    event.stopPropagation();
    save();
  };

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      onDismiss={close}
      trapFocus
      returnFocus
      position="bottom-start"
      shadow="md"
      width={320}
    >
      <Popover.Target>
        <RichTextEditor.Control
          aria-label={t('editor.link')}
          title={t('editor.link')}
          active={active ?? false}
          aria-haspopup="dialog"
          aria-expanded={opened}
          onClick={() => (opened ? close() : open())}
        >
          <IconLink size={16} stroke={1.5} aria-hidden />
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-label={t('editor.linkDialog')}>
        <Stack gap="xs">
          <TextInput
            label={t('editor.linkUrl')}
            placeholder="https://"
            type="url"
            size="xs"
            data-autofocus
            value={url}
            error={error}
            onChange={(event) => {
              setUrl(event.currentTarget.value);
              setError(undefined);
            }}
            onKeyDown={onKeyDown}
          />
          <Group gap="xs" justify="flex-end">
            {active === true && (
              <Button size="xs" variant="default" onClick={unlink}>
                {t('editor.unlink')}
              </Button>
            )}
            <Button size="xs" onClick={save}>
              {t('editor.linkSave')}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
