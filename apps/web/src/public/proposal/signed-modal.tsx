import { useId } from 'react';
import { Button } from '../components/button.tsx';
import { Dialog } from '../components/dialog.tsx';
import { CheckIcon } from '../components/icons.tsx';
import { PUBLIC_MESSAGES as M } from '../messages.ts';

/** SPEC §2.8 signed confirmation: the congratulations, then Aceptar goes to the accepted page. */
export default function SignedModal({ onAccept }: { onAccept: () => void }) {
  const ids = useId();
  return (
    <Dialog onClose={onAccept} labelledBy={`${ids}-title`} describedBy={`${ids}-text`} testId="signed-modal">
      <div className="text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-success-soft text-success">
          <CheckIcon className="size-7" />
        </span>
        <h2 id={`${ids}-title`} className="mt-4 text-xl font-bold tracking-tight text-balance">
          {M.signedTitle}
        </h2>
        <p id={`${ids}-text`} className="mt-2 text-muted-foreground">
          {M.signedText}
        </p>
        <Button className="mt-6 w-full" onClick={onAccept}>
          {M.confirm}
        </Button>
      </div>
    </Dialog>
  );
}
