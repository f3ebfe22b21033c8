import type { I18nDictionary } from '@editorjs/editorjs';

/**
 * Editor.js in Spanish: its own interface (toolbox, block menu, search) and the texts of the block
 * tools we use. Keys are the English strings each tool passes to `i18n.t`.
 */
export const EDITOR_I18N: I18nDictionary = {
  ui: {
    blockTunes: { toggler: { 'Click to tune': 'Clic para ajustar', 'or drag to move': 'o arrastra para mover' } },
    inlineToolbar: { converter: { 'Convert to': 'Convertir en' } },
    toolbar: { toolbox: { Add: 'Añadir bloque' } },
    popover: { Filter: 'Buscar', 'Nothing found': 'Sin resultados', 'Convert to': 'Convertir en' },
  },
  toolNames: {
    Text: 'Texto',
    Heading: 'Título',
    List: 'Lista',
    'Unordered List': 'Lista con viñetas',
    'Ordered List': 'Lista numerada',
    Checklist: 'Lista de tareas',
    Delimiter: 'Separador',
    Table: 'Tabla',
    Image: 'Imagen',
    Marker: 'Resaltar',
    Bold: 'Negrita',
    Italic: 'Cursiva',
    Link: 'Enlace',
  },
  tools: {
    stub: { 'The block can not be displayed correctly.': 'Este bloque no se puede mostrar.' },
    link: { 'Add a link': 'Añade un enlace' },
    header: { 'Heading 4': 'Título', 'Heading 5': 'Subtítulo' },
    image: {
      Caption: 'Descripción de la imagen',
      'Select an Image': 'Elegir una imagen',
      'With border': 'Con borde',
      'Stretch image': 'Ancho completo',
      'With background': 'Con fondo',
      'With caption': 'Con descripción',
      'Couldn’t upload image. Please try another.': 'No pudimos subir la imagen. Prueba con otra.',
    },
    list: { Unordered: 'Con viñetas', Ordered: 'Numerada', Checklist: 'Tareas', 'Start with': 'Empezar en', 'Counter type': 'Tipo de numeración' },
    table: {
      Heading: 'Encabezado',
      'With headings': 'Con encabezados',
      'Without headings': 'Sin encabezados',
      'Add column to left': 'Añadir columna a la izquierda',
      'Add column to right': 'Añadir columna a la derecha',
      'Add row above': 'Añadir fila arriba',
      'Add row below': 'Añadir fila abajo',
      'Delete column': 'Eliminar columna',
      'Delete row': 'Eliminar fila',
      Stretch: 'Ancho completo',
      Collapse: 'Ancho normal',
    },
  },
  blockTunes: {
    delete: { Delete: 'Eliminar', 'Click to delete': 'Clic para confirmar' },
    moveUp: { 'Move up': 'Subir' },
    moveDown: { 'Move down': 'Bajar' },
  },
};
