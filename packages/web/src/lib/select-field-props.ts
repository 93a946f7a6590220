/**
 * What a SelectField needs from a form of useFormState to edit one of its values: its name,
 * value, error and change handler (`form.field` is for text inputs, whose change is an event).
 */
export function selectFieldProps<K extends string>(
  form: {
    values: Record<K, string>;
    errors: Partial<Record<K, string>>;
    setValue: (name: K, value: string) => void;
  },
  name: K,
) {
  return {
    name,
    value: form.values[name],
    error: form.errors[name],
    onChange: (value: string) => form.setValue(name, value),
  };
}
