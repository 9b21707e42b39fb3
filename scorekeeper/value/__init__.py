"""What a row is worth: hand values, naturals and royalties."""
