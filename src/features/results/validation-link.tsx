import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import i18n from 'i18next';

/** Beside "New result": the validation of results is a screen of its own. */
export function ValidationLink() {
  return (
    <Button variant="default" renderRoot={(props) => <Link {...props} to="/results/validation" />}>
      {i18n.t('areas:resultValidation.title')}
    </Button>
  );
}
