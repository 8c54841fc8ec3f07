import { forwardRef, isValidElement } from 'react';
import AdmForm, {
  type FormInstance,
  type FormItemProps,
  type FormProps,
} from 'antd-mobile/es/components/form';
import AdmInput from 'antd-mobile/es/components/input';

/**
 * The kit's form item: a typed field (the kit's Input) shows its error when the player leaves it
 * (and on submit), not at every key press nor only once the other fields are valid; a choice
 * (checkbox, picker, chips) is checked when it changes. An item may pass its own `validateTrigger`.
 * (antd-mobile's Form ignores a form-wide `validateTrigger`, so the default sits on the item.)
 */
function FormItem(props: FormItemProps) {
  const typed = isValidElement(props.children) && props.children.type === AdmInput;
  return <AdmForm.Item validateTrigger={typed ? 'onBlur' : undefined} {...props} />;
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
