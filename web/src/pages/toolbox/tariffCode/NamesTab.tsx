import { P } from '@fwd/contract';
import { Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tariffsApi } from '../../../api/toolbox/tariffs.ts';
import { SheetButtons } from '../../../components/SheetButtons.tsx';
import { exportName } from '../../../utils/fileName.ts';

const CHAPTERS = Array.from({ length: 97 }, (_, i) => String(i + 1).padStart(2, '0'));

/**
 * The Chinese names the company gives HS 2022's headings and subheadings
 * (sections and chapters ship with theirs): exported a chapter at a time with
 * the English beside, filled in, imported whole or not at all.
 */
export function NamesTab() {
  const { t } = useTranslation('toolbox');
  const [chapter, setChapter] = useState<string | undefined>();
  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph type="secondary">{t('tariffCode.names.hint')}</Typography.Paragraph>
      <Flex gap={8} wrap align="center">
        <Select
          allowClear
          aria-label={t('tariffCode.names.chapter')}
          placeholder={t('tariffCode.names.allChapters')}
          showSearch={{ optionFilterProp: 'label' }}
          value={chapter}
          onChange={setChapter}
          options={CHAPTERS.map((c) => ({ value: c, label: t('tariffCode.names.chapterN', { chapter: c }) }))}
          style={{ minWidth: 160 }}
        />
        <SheetButtons
          area="toolbox"
          importCode={P.tariff.import}
          exportCode={P.tariff.view}
          importSheet={tariffsApi.tariffNamesImport}
          exportSheet={() =>
            tariffsApi.tariffNamesExport(
              chapter,
              exportName(t('tariffCode.names.fileBase'), [chapter && t('tariffCode.names.chapterN', { chapter })]),
            )
          }
          template={() => tariffsApi.tariffNamesTemplate(`${t('tariffCode.names.templateName')}.xlsx`)}
        />
      </Flex>
    </Flex>
  );
}
