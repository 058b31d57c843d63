# Crashes before writing any reward.
raise ValueError("ground truth has 0 events")
