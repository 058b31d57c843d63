// TEMPORARY dev preview (to be deleted): the calibration table and chart on real data.
import { getPrisma } from "@/lib/data/db";
import { getTaskOverview } from "@/lib/data/queries/get-task-overview";
import { CalibrationTable } from "@/components/calibration/CalibrationTable";
import { toCalibrationTableRows } from "@/components/calibration/calibration-rows";
import { ScoreByConditionChart } from "@/components/charts/ScoreByConditionChart";
export const dynamic = "force-dynamic";
export default async function P({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const o = await getTaskOverview(await getPrisma(), id);
  if (!o) return null;
  const rows = toCalibrationTableRows(o.task.id, o.revision);
  return (
    <>
      <ScoreByConditionChart rows={rows.map((r) => ({ harness: r.harness, model: r.model, condition: r.condition, score: r.recomputed ?? r.claimed, status: r.status }))} />
      <CalibrationTable rows={rows} />
    </>
  );
}
