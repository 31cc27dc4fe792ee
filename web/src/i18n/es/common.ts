import type { Messages } from '../types.ts';

export default {
  productTitle: 'Consola de Transitario',
  cancel: 'Cancelar',
  close: 'Cerrar',
  save: 'Guardar',
  delete: 'Eliminar',
  actions: 'Acciones',
  backHome: 'Volver al inicio',
  loading: 'Cargando…',
  reloaded: 'Otra persona modificó este registro; se muestra la versión actual',
  deleted: 'Eliminado',
  saved: 'Guardado',
  required: 'Obligatorio',
  enabled: 'Activo',
  noMatch: 'Nada coincide con «{{keyword}}»',
  contact: 'Contacto',
  phone: 'Teléfono',
  remark: 'Observación',
  language: {
    nameZh: 'Chino',
    nameEn: 'Inglés',
    nameEs: 'Español',
    nameJa: 'Japonés',
  },
} satisfies Messages['common'];
