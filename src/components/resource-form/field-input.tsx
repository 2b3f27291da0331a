import {
  Checkbox,
  MultiSelect,
  NumberInput,
  PasswordInput,
  Select,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { DateTimeInput, DayInput } from '@/components/dates';
import { ReferenceField } from './reference-field';
import type { FieldSpec } from './types';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Popover.css';

interface FieldInputProps {
  field: FieldSpec;
  /** From the form's getInputProps: value or checked, onChange, onFocus, onBlur, data-path. */
  input: GetInputPropsReturnType & { 'data-path'?: string };
  /** Already translated. */
  error?: string;
  required: boolean;
  /** Sets the value directly (custom fields). */
  setValue: (value: unknown) => void;
}

/** An input of record text reads its direction from it (components/bidi/own-direction.tsx). */
const OWN_DIRECTION = { input: { dir: 'auto' } };

/** One field of a resource form, as its kind asks. */
export function FieldInput({ field, input, error, required, setValue }: FieldInputProps) {
  const common = { label: field.label, description: field.description, required, error };
  const props = { ...input, ...common };
  // The form holds a date as text ('' for none: see values.ts), the same text the inputs take.
  const dateProps = {
    ...props,
    value: typeof input.value === 'string' ? input.value : '',
    onChange: (text: string) => input.onChange(text),
  };
  switch (field.kind) {
    case 'textarea':
      // Not autosize: it listens to document.fonts, which jsdom (the unit tests) lacks.
      return <Textarea {...props} rows={4} resize="vertical" attributes={OWN_DIRECTION} />;
    case 'password':
      return <PasswordInput {...props} autoComplete="new-password" />;
    case 'number':
      return <NumberInput {...props} min={field.min} max={field.max} step={field.step} />;
    case 'date':
      return <DayInput {...dateProps} clearable={!required} />;
    case 'datetime':
      return <DateTimeInput {...dateProps} clearable={!required} />;
    case 'checkbox':
      return (
        <Checkbox {...input} label={field.label} description={field.description} error={error} />
      );
    case 'select':
      return <Select {...props} data={field.options} clearable={!required} />;
    case 'multiselect':
      return <MultiSelect {...props} data={field.options} />;
    case 'reference':
    case 'multireference':
      return (
        <ReferenceField
          field={field}
          value={input.value as string | string[] | null}
          onChange={input.onChange as (value: unknown) => void}
          onBlur={input.onBlur as () => void}
          error={error}
          required={required}
          data-path={input['data-path'] ?? field.name}
        />
      );
    case 'custom':
      return field.render({ value: input.value, onChange: setValue, error, label: field.label });
    default:
      return (
        <TextInput
          {...props}
          type={field.kind === 'text' ? 'text' : field.kind}
          attributes={OWN_DIRECTION}
        />
      );
  }
}
