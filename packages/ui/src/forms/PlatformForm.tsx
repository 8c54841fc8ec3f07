import { forwardRef, isValidElement } from 'react';
import AdmForm, {
  type FormInstance,
  type FormItemProps,
  type FormProps,
} from 'antd-mobile/es/components/form';
import AdmInput from 'antd-mobile/es/components/input';

/**
 * The kit's form item: a typed field (the kit's Input) shows its error when the player leaves it
 * (and on submit), not at every key press nor only once the other fields are valid, and the error
 * clears as soon as the player types again; a choice
 * (checkbox, picker, chips) is checked when it changes. An item may pass its own `validateTrigger`.
 * (antd-mobile's Form ignores a form-wide `validateTrigger`, so the default sits on the item.)
 */
function FormItem(props: FormItemProps) {
  const typed = isValidElement(props.children) && props.children.type === AdmInput;
  if (!typed || props.validateTrigger) return <AdmForm.Item {...props} />;
  // The rules run when the field is left; a change runs none of them, which clears a shown error
  // while the player types the fix. Otherwise the error would vanish only on the next blur, and
  // the layout would jump under the finger that taps the submit button.
  return (
    <AdmForm.Item
      {...props}
      validateTrigger={['onChange', 'onBlur']}
      rules={props.rules?.map((rule) =>
        typeof rule === 'function'
          ? (form: Parameters<typeof rule>[0]) => ({ validateTrigger: 'onBlur', ...rule(form) })
          : { validateTrigger: 'onBlur', ...rule },
      )}
    />
  );
}

/** antd-mobile's Form with the kit's item. */
export const Form = Object.assign(
  forwardRef<FormInstance, FormProps>(function PlatformForm(props, ref) {
    return <AdmForm {...props} ref={ref} />;
  }),
  {
    Item: FormItem,
    Subscribe: AdmForm.Subscribe,
    Header: AdmForm.Header,
    Array: AdmForm.Array,
    useForm: AdmForm.useForm,
    useWatch: AdmForm.useWatch,
  },
);
