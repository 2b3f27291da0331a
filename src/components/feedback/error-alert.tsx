import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** A failed request, shown where it happened; announced to screen readers. */
export function ErrorAlert({ title, children }: { title?: string; children: string }) {
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      title={title}
      icon={<IconAlertTriangle size={18} />}
    >
      {children}
    </Alert>
  );
}
