import { useGetSysDictionaryQuery } from '@platform/api-client';
import { QUESTION_TYPE_DICTIONARY } from '../feedbackRules';

/**
 * The feedback question types from the dictionary, in its order, and the label of a stored value
 * (the value itself while the dictionary loads or when it no longer lists it).
 */
export function useQuestionTypes() {
  const query = useGetSysDictionaryQuery({ dictType: QUESTION_TYPE_DICTIONARY });
  const entries = [...(query.data?.dictionaryList ?? [])].sort((a, b) => a.sort - b.sort);
  const labelOf = (value: string) =>
    entries.find((entry) => entry.dictValue === value)?.dictLabel ?? value;
  return { query, entries, labelOf };
}
