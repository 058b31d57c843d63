# A correct judge: reward 1 when the ledger's answer equals the ground truth's, else 0.
import json, sys
solution, out = sys.argv[1], sys.argv[2]
with open("/tests/gt.json") as f:
    gt = json.load(f)
try:
    with open(solution) as f:
        answer = json.load(f).get("answer")
except (OSError, ValueError, AttributeError):
    answer = None
reward = 1.0 if answer == gt["answer"] else 0.0
with open(out + "/reward.json", "w") as f:
    json.dump({"reward": reward, "answer": answer}, f, indent=2)
    f.write("\n")
