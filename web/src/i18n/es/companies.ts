import type { Messages } from '../types.ts';

export default {
  title: 'Empresas',
  all: 'Todos los empleados',
  add: 'Añadir empresa',
  namePlaceholder: 'Nombre de la empresa',
  rename: 'Renombrar',
  deleteConfirm: '¿Eliminar la empresa «{{name}}»?',
  employees_one: '{{count}} empleado activo',
  employees_other: '{{count}} empleados activos',
  empty: 'Aún no hay empresas',
  created: 'Empresa añadida',
  renamed: 'Empresa renombrada',
  deleted: 'Empresa eliminada',
} satisfies Messages['companies'];
