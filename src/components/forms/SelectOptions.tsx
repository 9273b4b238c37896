import type { SelectOption } from './SelectField';

/** A select's options after an empty first one (`placeholder`: «Не выбрано», «Любая»). */
export function SelectOptions({ placeholder, options }: { placeholder: string; options: SelectOption[] }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}
