// The checklist and marker tools ship without type declarations; Editor.js only needs a tool class.
declare module '@editorjs/checklist' {
  import type { ToolConstructable } from '@editorjs/editorjs';
  const Checklist: ToolConstructable;
  export default Checklist;
}

declare module '@editorjs/marker' {
  import type { ToolConstructable } from '@editorjs/editorjs';
  const Marker: ToolConstructable;
  export default Marker;
}
