import {
  CheckIcon,
  Combobox,
  type ComboboxItem,
  type ComboboxLikeRenderOptionInput,
} from '@mantine/core';

/**
 * A pick's option (Select, MultiSelect) naming a record: its label in its own direction
 * (own-direction.tsx), with the check Mantine draws beside a chosen one.
 */
export function recordOption({ option, checked }: ComboboxLikeRenderOptionInput<ComboboxItem>) {
  return (
    <>
      {checked && (
        <CheckIcon
          className={(Combobox.classes as Record<string, string>).optionsDropdownCheckIcon}
        />
      )}
      <bdi>{option.label}</bdi>
    </>
  );
}
