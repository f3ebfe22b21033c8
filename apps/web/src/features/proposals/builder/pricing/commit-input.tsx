import { useState, type InputHTMLAttributes } from 'react';
import { Input } from '../../../../components/ui/input.tsx';

type CommitInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur'> & {
  /** What the field shows when not being edited. */
  value: string;
  /** Called with the text when the user leaves the field or presses Enter, if it changed. */
  onCommit: (text: string) => void;
};

/**
 * A text field that applies its value only when the user is done (blur or Enter), so a rule that
 * moves money between payments runs once per edit, not per keystroke. Whatever the rule decides,
 * the field then shows `value` again: the new one, or the old one when the edit was ignored (the
 * "snap back"). Esc restores the value without applying.
 */
export function CommitInput({ value, onCommit, onKeyDown, ...props }: CommitInputProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const commit = () => {
    if (text.trim() !== value) onCommit(text.trim());
    setText(value);
  };
  return (
    <Input
      {...props}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        } else if (e.key === 'Escape') {
          setText(value);
        }
        onKeyDown?.(e);
      }}
    />
  );
}
