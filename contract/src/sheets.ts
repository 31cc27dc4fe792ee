import { z } from 'zod';
import { XLSX_CONTENT_TYPE } from './constants.ts';
import { endpointPart } from './endpoint.ts';
import { fieldErrorSchema } from './envelope.ts';

/*
 * Excel exports and imports (customers, agents). An export answers the file
 * itself; an import takes multipart/form-data with one `file` field (.xlsx,
 * at most IMPORT_MAX_BYTES, IMPORT_MAX_ROWS data rows under one header row
 * whose cells are the column labels of any language or the field names).
 */

/** What an export endpoint declares: its answer is the workbook's bytes. */
export const xlsxExport = endpointPart({ file: XLSX_CONTENT_TYPE, response: z.custom<ArrayBuffer>(() => true) });

/** What an import endpoint declares: its body is the workbook as the multipart `file`. */
export const xlsxUpload = endpointPart({ upload: {} });

/** A file is kept whole or not at all: what a kept one did, row by row, by its natural key. */
export const importResult = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});
export type ImportResult = z.infer<typeof importResult>;

/**
 * One bad cell of a refused file (`data.errors` of its 40000): the sheet's row
 * number as Excel shows it (the header is row 1), the field, the column as the
 * caller's language labels it; `path` is `row.field`.
 */
export const importError = fieldErrorSchema.extend({ row: z.number().int(), field: z.string(), column: z.string() });
export type ImportError = z.infer<typeof importError>;
