import { Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import Highlight from '@tiptap/extension-highlight';
import TextAlign from '@tiptap/extension-text-align';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkControl } from './link-control';
import '@mantine/core/styles/Typography.css';
import '@mantine/tiptap/styles.css';

interface ComposerEditorProps {
  /** Id of the visible label that names the editing area. */
  labelledBy: string;
  /** The body when the composer opens (a restored draft); later changes come from the editor. */
  initialHtml: string;
  onChange: (html: string) => void;
}

/**
 * The message body: Mantine's RichTextEditor on tiptap, with the controls mail needs. Only this
 * module (and so only the compose route) loads tiptap and its styles.
 */
export function ComposerEditor({ labelledBy, initialHtml, onChange }: ComposerEditorProps) {
  const { t } = useTranslation('email');
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const editor = useEditor({
    extensions: [
      // Mantine's Link: tiptap's link with Ctrl/Cmd+K opening the link control.
      StarterKit.configure({ link: false }),
      Link.configure({ openOnClick: false, autolink: true, defaultProtocol: 'https' }),
      Highlight,
      TextAlign.configure({ types: ['heading', 'paragraph'] }),
    ],
    content: initialHtml,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelledBy },
    },
    onUpdate: ({ editor: e }) => onChangeRef.current(e.isEmpty ? '' : e.getHTML()),
  });

  const labels = useMemo<Partial<RichTextEditorLabels>>(
    () => ({
      boldControlLabel: t('editor.bold'),
      italicControlLabel: t('editor.italic'),
      underlineControlLabel: t('editor.underline'),
      strikeControlLabel: t('editor.strike'),
      highlightControlLabel: t('editor.highlight'),
      codeControlLabel: t('editor.code'),
      clearFormattingControlLabel: t('editor.clearFormatting'),
      h1ControlLabel: t('editor.h1'),
      h2ControlLabel: t('editor.h2'),
      h3ControlLabel: t('editor.h3'),
      bulletListControlLabel: t('editor.bulletList'),
      orderedListControlLabel: t('editor.orderedList'),
      blockquoteControlLabel: t('editor.blockquote'),
      unlinkControlLabel: t('editor.unlink'),
      alignLeftControlLabel: t('editor.alignLeft'),
      alignCenterControlLabel: t('editor.alignCenter'),
      alignRightControlLabel: t('editor.alignRight'),
      alignJustifyControlLabel: t('editor.alignJustify'),
      undoControlLabel: t('editor.undo'),
      redoControlLabel: t('editor.redo'),
    }),
    [t],
  );

  return (
    <RichTextEditor editor={editor} labels={labels}>
      <RichTextEditor.Toolbar
        sticky
        stickyOffset={60}
        role="toolbar"
        aria-label={t('editor.toolbar')}
      >
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
          <RichTextEditor.Strikethrough />
          <RichTextEditor.Highlight />
          <RichTextEditor.Code />
          <RichTextEditor.ClearFormatting />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H1 />
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
          <RichTextEditor.Blockquote />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <LinkControl />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.AlignLeft />
          <RichTextEditor.AlignCenter />
          <RichTextEditor.AlignRight />
          <RichTextEditor.AlignJustify />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Undo />
          <RichTextEditor.Redo />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content mih={240} />
    </RichTextEditor>
  );
}
