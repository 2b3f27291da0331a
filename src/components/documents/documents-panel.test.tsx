import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import type { ResourceDocument } from '@/api/define-resource';
import { renderWithProviders } from '@/test/render';
import { DocumentsPanel, type DocumentsPanelProps } from './documents-panel';

// The panel's view is a lazy chunk: transform it once up front, so the first test's wait is for
// the panel, not for a cold module transform on a busy machine.
beforeAll(async () => {
  await import('./documents-panel-view');
}, 60_000);

type Upload = DocumentsPanelProps['onUpload'];

/** The panel as a screen uses it: an upload that succeeds appends the file to the record. */
function Owner({
  upload,
  open,
  initial = [],
}: {
  upload: Upload;
  open?: DocumentsPanelProps['open'];
  initial?: ResourceDocument[];
}) {
  const [documents, setDocuments] = useState<ResourceDocument[]>(initial);
  return (
    <DocumentsPanel
      documents={documents}
      ownerLabel="Léa Faure"
      open={open}
      onUpload={async (file, onProgress) => {
        await upload(file, onProgress);
        setDocuments((all) => [...all, { name: file.name, size: file.size }]);
      }}
    />
  );
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const fileInput = () => screen.findByLabelText('Choose files', { selector: 'input' });
const pdf = (name = 'report.pdf', bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

const createObjectURL = vi.fn((blob: Blob) => `blob:test/${blob.type}`);
const revokeObjectURL = vi.fn();
beforeEach(() => {
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  // jsdom has no object URLs.
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

describe('the documents panel', () => {
  it('says when there are no documents yet, and names the drop zone after the owner', async () => {
    renderWithProviders(<Owner upload={vi.fn()} open={vi.fn()} />);

    expect(await screen.findByText('No documents yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Documents' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Add documents for Léa Faure' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeInTheDocument();
    expect(screen.getByText('Up to 20 MB per file.')).toBeInTheDocument();
  });

  it('uploads a file with a progress bar, then lists it', async () => {
    const call = deferred();
    let report: (fraction: number) => void = () => {};
    const upload = vi.fn<Upload>((_file, onProgress) => {
      report = onProgress;
      return call.promise;
    });
    const { user } = renderWithProviders(<Owner upload={upload} open={vi.fn()} />);

    await user.upload(await fileInput(), pdf());

    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload.mock.calls[0]![0].name).toBe('report.pdf');
    act(() => report(0.42));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading report.pdf' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '42'));
    expect(screen.getByText('42%')).toBeInTheDocument();

    await act(async () => call.resolve());
    expect(await screen.findByRole('status')).toHaveTextContent('report.pdf uploaded.');
    const table = screen.getByRole('table', { name: 'Documents of Léa Faure' });
    const row = within(table).getByRole('row', { name: /report\.pdf/ });
    expect(row).toHaveTextContent('2 kB');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('uploads several files one after another', async () => {
    const calls = [deferred(), deferred()];
    let started = 0;
    const upload = vi.fn<Upload>(() => calls[started++]!.promise);
    const { user } = renderWithProviders(<Owner upload={upload} />);

    await user.upload(await fileInput(), [pdf('a.pdf'), pdf('b.pdf')]);

    expect(upload).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Waiting…')).toBeInTheDocument();
    await act(async () => calls[0]!.resolve());
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(2));
    expect(upload.mock.calls[1]![0].name).toBe('b.pdf');
    await act(async () => calls[1]!.resolve());
    expect(await screen.findByRole('row', { name: /b\.pdf/ })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /a\.pdf/ })).toBeInTheDocument();
  });

  it('shows why an upload failed and keeps the file to retry', async () => {
    const upload = vi
      .fn<Upload>()
      .mockRejectedValueOnce(new Error('Failed to upload document'))
      .mockResolvedValueOnce(undefined);
    const { user } = renderWithProviders(<Owner upload={upload} />);
    const file = pdf('scan.pdf');

    await user.upload(await fileInput(), file);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'scan.pdf was not uploaded: Failed to upload document',
    );
    expect(screen.getByText('No documents yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry scan.pdf' }));

    expect(await screen.findByRole('row', { name: /scan\.pdf/ })).toBeInTheDocument();
    expect(upload).toHaveBeenCalledTimes(2);
    expect(upload.mock.calls[1]![0]).toBe(file);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a file over 20 MB, saying so, and uploads nothing', async () => {
    const upload = vi.fn<Upload>();
    const { user } = renderWithProviders(<Owner upload={upload} />);
    const huge = pdf('huge.pdf', 1);
    Object.defineProperty(huge, 'size', { value: 21 * 1024 * 1024 });

    await user.upload(await fileInput(), huge);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'huge.pdf is larger than 20 MB and was not added.',
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it('downloads a file under its name through `open`', async () => {
    const doc = { name: 'invoice.pdf', size: 3 * 1024 * 1024, mimeType: 'application/pdf' };
    const open = vi.fn(async () => new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { user } = renderWithProviders(<Owner upload={vi.fn()} open={open} initial={[doc]} />);

    expect(await screen.findByRole('row', { name: /invoice\.pdf/ })).toHaveTextContent('3 MB');
    await user.click(screen.getByRole('button', { name: 'Download invoice.pdf' }));

    await waitFor(() => expect(saved).toEqual(['invoice.pdf']));
    expect(open).toHaveBeenCalledWith(doc);
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:test/application/pdf'));
  });

  it('previews an image in a dialog and lets its object URL go on close', async () => {
    const doc = { name: 'x-ray.png', mimeType: 'image/png', uploadedAt: '2026-11-19T10:00:00Z' };
    const open = vi.fn(async () => new Blob(['png'], { type: 'image/png' }));
    const { user } = renderWithProviders(<Owner upload={vi.fn()} open={open} initial={[doc]} />);

    await user.click(await screen.findByRole('button', { name: 'Preview x-ray.png' }));

    const dialog = await screen.findByRole('dialog', { name: 'x-ray.png' });
    expect(within(dialog).getByRole('img', { name: 'x-ray.png' })).toHaveAttribute(
      'src',
      'blob:test/image/png',
    );
    expect(open).toHaveBeenCalledWith(doc);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:test/image/png'));
  });

  it('previews a PDF in a titled frame, typed as a PDF whatever the server said', async () => {
    const doc = { name: 'referral.pdf' };
    const open = vi.fn(async () => new Blob(['%PDF'], { type: 'application/octet-stream' }));
    const { user } = renderWithProviders(<Owner upload={vi.fn()} open={open} initial={[doc]} />);

    await user.click(await screen.findByRole('button', { name: 'Preview referral.pdf' }));

    const dialog = await screen.findByRole('dialog', { name: 'referral.pdf' });
    expect(dialog.querySelector('iframe')).toHaveAttribute('title', 'referral.pdf');
    expect(createObjectURL.mock.calls[0]![0].type).toBe('application/pdf');
  });

  it('shows the message when a file cannot be fetched', async () => {
    const open = vi.fn(async () => {
      throw new Error('Failed to fetch file');
    });
    const { user } = renderWithProviders(
      <Owner upload={vi.fn()} open={open} initial={[{ name: 'lab.pdf' }]} />,
    );

    await user.click(await screen.findByRole('button', { name: 'Download lab.pdf' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch file');
  });

  it('only lists the files when the area offers no download', async () => {
    renderWithProviders(<Owner upload={vi.fn()} initial={[{ name: 'policy.docx', size: 900 }]} />);

    expect(await screen.findByRole('row', { name: /policy\.docx/ })).toHaveTextContent('900 byte');
    expect(
      screen.getByText(
        "The server offers no download for this area's files: they are listed only.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
  });
});
